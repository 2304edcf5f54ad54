import type { PolicySet } from './types';

export const POLICIES_ES: PolicySet = {
  terms: {
    title: 'Términos y condiciones',
    content:
      '<p>Estos términos se aplican a todas las personas que usan WellMart, un mercado en línea donde tiendas independientes venden a compradores. Al crear una cuenta o hacer un pedido los aceptas.</p>' +
      '<ul><li>Cada producto lo vende la tienda indicada en su página; WellMart gestiona la plataforma, el monedero y los pagos.</li><li>Los precios se muestran en dólares estadounidenses; las demás monedas son solo una conversión orientativa.</li><li>Un pedido sin pagar se cancela automáticamente a los 30 minutos y su stock se libera.</li><li>Podemos suspender las cuentas que incumplan la ley o estos términos.</li></ul>' +
      '<p>Podemos actualizar estos términos; la fecha de la última versión aparece en esta página.</p>',
  },
  support: {
    title: 'Política de atención al cliente',
    content:
      '<p>Nuestro equipo de soporte atiende los siete días de la semana, de 8:00 a 22:00 (UTC).</p>' +
      '<ul><li>Escríbenos por chat desde cualquier página con el botón de soporte o a support@wellmart.example.com.</li><li>Respondemos la mayoría de los mensajes en un día laborable.</li><li>Para dudas sobre un producto, usa «Contactar con la tienda» en su página: responde el propio vendedor.</li></ul>' +
      '<p>Incluye tu número de pedido para que podamos ayudarte antes.</p>',
  },
  return: {
    title: 'Política de devoluciones y reembolsos',
    content:
      '<p>Puedes solicitar el reembolso de un pedido entregado o completado en los 7 días siguientes a recibirlo.</p>' +
      '<ul><li>Abre el pedido en tu historial de compras y elige «Reembolso», con un motivo breve y fotos si el artículo llegó dañado.</li><li>La tienda revisa la solicitud; cuando la aprueba, el importe vuelve al saldo de tu monedero.</li><li>Los artículos deben estar sin usar y en su embalaje original, salvo que llegaran defectuosos.</li><li>Los alimentos perecederos, los cosméticos abiertos y los artículos personalizados no se devuelven salvo defecto.</li></ul>',
  },
  privacy: {
    title: 'Política de privacidad',
    content:
      '<p>Solo recogemos lo necesario para gestionar tu cuenta y entregar tus pedidos: nombre, correo electrónico, teléfono, direcciones de entrega y datos de pago.</p>' +
      '<ul><li>Las tiendas ven el nombre, la dirección y el teléfono de los pedidos que preparan, y nada más.</li><li>Las contraseñas se guardan como hashes con sal; nunca las vemos.</li><li>No vendemos tus datos. Puedes pedirnos que los exportemos o los borremos cuando quieras.</li></ul>' +
      '<p>Usamos cookies solo para mantener tu sesión y recordar tu idioma y tu moneda.</p>',
  },
  about_us: {
    title: 'Sobre nosotros',
    content:
      '<p>WellMart reúne tiendas independientes de todo el mundo en un mercado cercano y fácil de usar.</p>' +
      '<p>Empezamos en 2021 con seis vendedores y una idea sencilla: que los pequeños negocios lleguen fácilmente a compradores de todas partes y que comprarles sea seguro y simple.</p>' +
      '<p>Hoy miles de personas compran electrónica, moda, belleza, hogar y mucho más en siete idiomas. ¿Quieres vender con nosotros? Abre tu tienda desde tu cuenta.</p>',
  },
  user: {
    title: 'Acuerdo de usuario',
    content:
      '<p>Tu cuenta de WellMart es personal. Guarda bien tu contraseña y avísanos enseguida si crees que otra persona la ha usado.</p>' +
      '<ul><li>Da información veraz al registrarte, comprar, recargar o retirar fondos.</li><li>Las recargas empiezan en 100 USD y se abonan tras revisarlas; el saldo del monedero no es un depósito bancario ni genera intereses.</li><li>Las reseñas deben ser sinceras y sobre el producto que compraste.</li><li>Los vendedores deben describir sus productos con veracidad y enviarlos a tiempo.</li></ul>',
  },
};

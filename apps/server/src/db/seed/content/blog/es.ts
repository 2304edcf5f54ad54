import type { BlogText } from './types';

export const BLOG_ES: BlogText[] = [
  {
    title: 'Cómo elegir unos auriculares inalámbricos',
    summary:
      'Cancelación de ruido, batería, comodidad: lo que de verdad importa al elegir tus próximos auriculares.',
    content:
      '<p>En las fotos todos los auriculares inalámbricos se parecen, pero tras dos horas de tren se notan muy distintos. Esto es lo que conviene mirar antes de comprar.</p>' +
      '<h3>Cancelación de ruido</h3><p>La cancelación activa de ruido se nota sobre todo en aviones y oficinas abiertas. Busca también un modo de ambiente para oír los avisos sin quitártelos.</p>' +
      '<h3>Batería y carga</h3><ul><li>Con 30 horas o más tienes para una semana de trayectos.</li><li>La carga rápida (10 minutos para varias horas) importa más que el total.</li></ul>' +
      '<h3>Comodidad</h3><p>Unas almohadillas de espuma viscoelástica y una diadema ligera valen más que cualquier función extra. Si llevas gafas, elige copas más anchas y blandas.</p>',
  },
  {
    title: 'Cinco hábitos de cuidado de la piel que funcionan',
    summary:
      'Olvida las rutinas de doce pasos: unos pocos hábitos sencillos hacen casi todo el trabajo.',
    content:
      '<p>Cuidar la piel no consiste en comprar más, sino en hacer unas pocas cosas cada día.</p>' +
      '<ol><li><strong>Limpia con suavidad</strong> por la noche, sin agua caliente.</li><li><strong>Hidrata</strong> con la piel aún un poco húmeda.</li><li><strong>Usa protector solar</strong> cada mañana, aunque esté nublado.</li><li><strong>Añade un solo activo cada vez</strong>, como un sérum con niacinamida, y dale cuatro semanas.</li><li><strong>Duerme y bebe agua</strong>: ninguna crema los sustituye.</li></ol>' +
      '<p>Si tienes la piel sensible, elige productos sin perfume y prueba cada novedad en una zona pequeña.</p>',
  },
  {
    title: 'Vivir en poco espacio: muebles que trabajan más',
    summary:
      'Sillas apilables, lámparas que iluminan toda la habitación y almacenaje que parece decoración.',
    content:
      '<p>Un piso pequeño puede sentirse tranquilo y amplio con las piezas adecuadas. El truco está en elegir muebles que hagan más de una cosa.</p>' +
      '<ul><li><strong>Sillas ligeras de patas finas</strong>: dejan ver el suelo y la habitación parece más grande.</li><li><strong>Una buena lámpara</strong> de luz cálida es mejor que varias tenues.</li><li><strong>Plantas y jarrones</strong> aportan color sin desorden; agrúpalos en números impares.</li></ul>' +
      '<p>Elige dos o tres colores y repítelos: un cojín, una taza, un jarrón. La habitación parecerá pensada, no abarrotada.</p>',
  },
  {
    title: 'Tus primeros 5 km: el equipo que necesitas',
    summary:
      'Correr es sencillo, pero unas buenas zapatillas y algunos extras hacen mucho más fáciles las primeras semanas.',
    content:
      '<p>No necesitas mucho para empezar a correr, pero lo que tengas debe sentarte bien.</p>' +
      '<h3>Primero, las zapatillas</h3><p>Elige zapatillas de running con amortiguación y algo de espacio en los dedos. Pruébatelas por la tarde, cuando el pie está un poco más hinchado.</p>' +
      '<h3>Extras útiles</h3><ul><li>Un reloj deportivo para mantener un ritmo suave: si no puedes hablar, ve más despacio.</li><li>Una botella de agua o zumo para después.</li><li>Ropa transpirable por capas para las mañanas frescas.</li></ul>' +
      '<p>Corre tres veces por semana, alterna correr y caminar y añade unos minutos cada semana. La mayoría llega a los 5 km en unas ocho semanas.</p>',
  },
  {
    title: 'Café en casa, del grano a la taza',
    summary:
      'Grano fresco, la molienda justa y un poco de paciencia: café de cafetería en tu propia cocina.',
    content:
      '<p>Un gran café en casa necesita tres cosas: grano fresco, la molienda adecuada y agua limpia.</p>' +
      '<ul><li><strong>Compra café en grano</strong> tostado en el último mes y guárdalo en una bolsa cerrada, lejos de la luz.</li><li><strong>Muele justo antes de preparar</strong>: fino para espresso, medio para filtro y grueso para prensa francesa.</li><li><strong>Usa agua recién retirada del fuego</strong>, a unos 93 °C.</li></ul>' +
      '<p>Empieza con 60 g de café por litro de agua y ajusta a tu gusto. ¿Prefieres té? Las reglas son las mismas: hojas frescas, la temperatura justa y un temporizador.</p>',
  },
  {
    title: 'Vender en WellMart: abre tu tienda en un día',
    summary:
      'De la solicitud al primer pedido: así empiezan los vendedores independientes en WellMart.',
    content:
      '<p>Miles de compradores visitan WellMart cada día buscando productos de tiendas independientes. Abrir tu tienda es gratis.</p>' +
      '<ol><li><strong>Solicítalo</strong> desde tu cuenta con el nombre de la tienda, tus datos de contacto y tu documento de identidad.</li><li><strong>Espera la aprobación</strong>: la mayoría de las solicitudes se revisan en un día laborable.</li><li><strong>Publica tus productos</strong> con fotos y descripciones en los idiomas que quieras.</li><li><strong>Envía y cobra</strong>: cuando el comprador confirma la recepción, el importe pasa a tu saldo de vendedor.</li></ol>' +
      '<p>Nuestro equipo de soporte para vendedores te ayuda con tus primeros productos.</p>',
  },
];

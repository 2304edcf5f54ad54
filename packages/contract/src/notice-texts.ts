import type { Lang } from './locales';

/**
 * The texts of the notices the server writes, in every language. A notice stores its template
 * and parameters; it is read in the request's language. `{{name}}` is a parameter; the
 * reviewer's `message` parameter, their own words, is added after the text as it is.
 */
export const NOTICE_TEMPLATES = [
  'topup_submitted',
  'topup_approved',
  'topup_rejected',
  'withdrawal_submitted',
  'withdrawal_approved',
  'withdrawal_rejected',
  'withdrawal_revoked',
  'seller_submitted',
  'seller_approved',
  'seller_rejected',
  'product_submitted',
  'product_resubmitted',
  'product_approved',
  'product_rejected',
  'product_revision_submitted',
  'product_revision_approved',
  'product_revision_rejected',
  'stock_submitted',
  'stock_approved',
  'stock_rejected',
] as const;
export type NoticeTemplate = (typeof NOTICE_TEMPLATES)[number];
export type NoticeParams = Record<string, string | number>;

type Texts = Record<NoticeTemplate, readonly [title: string, content: string]>;

const EN: Texts = {
  topup_submitted: ['Top-up submitted', 'Your top-up of {{amount}} is under review.'],
  topup_approved: ['Top-up approved', '{{amount}} has been added to your balance.'],
  topup_rejected: ['Top-up rejected', 'Your top-up of {{amount}} was not approved.'],
  withdrawal_submitted: [
    'Withdrawal submitted',
    'Your withdrawal of {{amount}} is under review; the amount is frozen.',
  ],
  withdrawal_approved: ['Withdrawal approved', 'Your withdrawal of {{amount}} has been paid out.'],
  withdrawal_rejected: [
    'Withdrawal rejected',
    'Your withdrawal of {{amount}} was not approved; the amount is back in your balance.',
  ],
  withdrawal_revoked: [
    'Withdrawal revoked',
    'You revoked your withdrawal of {{amount}}; the amount is back in your balance.',
  ],
  seller_submitted: [
    'Seller application submitted',
    'Your application for the shop “{{shop}}” is under review.',
  ],
  seller_approved: ['Seller application approved', 'Your shop “{{shop}}” is open.'],
  seller_rejected: [
    'Seller application rejected',
    'Your application for “{{shop}}” was not approved.',
  ],
  product_submitted: ['Product submitted', '“{{product}}” is under review.'],
  product_resubmitted: ['Product resubmitted', '“{{product}}” is under review again.'],
  product_approved: ['Product approved', '“{{product}}” is now on sale.'],
  product_rejected: ['Product rejected', '“{{product}}” was not approved.'],
  product_revision_submitted: [
    'Product changes submitted',
    'Your changes to “{{product}}” are under review; the approved version stays on sale.',
  ],
  product_revision_approved: [
    'Product changes approved',
    'Your changes to “{{product}}” are now on sale.',
  ],
  product_revision_rejected: [
    'Product changes rejected',
    'Your changes to “{{product}}” were not approved; the approved version stays on sale.',
  ],
  stock_submitted: [
    'Stock-in application submitted',
    'Your application to receive {{qty}} units of “{{product}}” is under review.',
  ],
  stock_approved: ['Stock-in approved', '{{qty}} units of “{{product}}” were added to your stock.'],
  stock_rejected: ['Stock-in rejected', '{{qty}} units of “{{product}}” were not received.'],
};

const ZH: Texts = {
  topup_submitted: ['充值已提交', '您的 {{amount}} 充值正在审核中。'],
  topup_approved: ['充值已通过', '{{amount}} 已存入您的余额。'],
  topup_rejected: ['充值未通过', '您的 {{amount}} 充值未获批准。'],
  withdrawal_submitted: ['提现已提交', '您的 {{amount}} 提现正在审核中，该金额已冻结。'],
  withdrawal_approved: ['提现已通过', '您的 {{amount}} 提现已支付。'],
  withdrawal_rejected: ['提现未通过', '您的 {{amount}} 提现未获批准，金额已退回余额。'],
  withdrawal_revoked: ['提现已撤回', '您撤回了 {{amount}} 的提现，金额已退回余额。'],
  seller_submitted: ['商家申请已提交', '您开设店铺“{{shop}}”的申请正在审核中。'],
  seller_approved: ['商家申请已通过', '您的店铺“{{shop}}”已开业。'],
  seller_rejected: ['商家申请未通过', '您开设“{{shop}}”的申请未获批准。'],
  product_submitted: ['商品已提交', '“{{product}}”正在审核中。'],
  product_resubmitted: ['商品已重新提交', '“{{product}}”正在重新审核。'],
  product_approved: ['商品已通过', '“{{product}}”已上架销售。'],
  product_rejected: ['商品未通过', '“{{product}}”未获批准。'],
  product_revision_submitted: [
    '商品修改已提交',
    '您对“{{product}}”的修改正在审核中，已通过的版本继续销售。',
  ],
  product_revision_approved: ['商品修改已通过', '您对“{{product}}”的修改已生效。'],
  product_revision_rejected: [
    '商品修改未通过',
    '您对“{{product}}”的修改未获批准，已通过的版本继续销售。',
  ],
  stock_submitted: ['入库申请已提交', '您为“{{product}}”申请入库 {{qty}} 件，正在审核中。'],
  stock_approved: ['入库已通过', '“{{product}}”的 {{qty}} 件已计入库存。'],
  stock_rejected: ['入库未通过', '“{{product}}”的 {{qty}} 件未入库。'],
};

const ZHTW: Texts = {
  topup_submitted: ['儲值已提交', '您的 {{amount}} 儲值正在審核中。'],
  topup_approved: ['儲值已通過', '{{amount}} 已存入您的餘額。'],
  topup_rejected: ['儲值未通過', '您的 {{amount}} 儲值未獲核准。'],
  withdrawal_submitted: ['提領已提交', '您的 {{amount}} 提領正在審核中，該金額已凍結。'],
  withdrawal_approved: ['提領已通過', '您的 {{amount}} 提領已支付。'],
  withdrawal_rejected: ['提領未通過', '您的 {{amount}} 提領未獲核准，金額已退回餘額。'],
  withdrawal_revoked: ['提領已撤回', '您撤回了 {{amount}} 的提領，金額已退回餘額。'],
  seller_submitted: ['商家申請已提交', '您開設商店「{{shop}}」的申請正在審核中。'],
  seller_approved: ['商家申請已通過', '您的商店「{{shop}}」已開業。'],
  seller_rejected: ['商家申請未通過', '您開設「{{shop}}」的申請未獲核准。'],
  product_submitted: ['商品已提交', '「{{product}}」正在審核中。'],
  product_resubmitted: ['商品已重新提交', '「{{product}}」正在重新審核。'],
  product_approved: ['商品已通過', '「{{product}}」已上架販售。'],
  product_rejected: ['商品未通過', '「{{product}}」未獲核准。'],
  product_revision_submitted: [
    '商品修改已提交',
    '您對「{{product}}」的修改正在審核中，已核准的版本繼續販售。',
  ],
  product_revision_approved: ['商品修改已通過', '您對「{{product}}」的修改已生效。'],
  product_revision_rejected: [
    '商品修改未通過',
    '您對「{{product}}」的修改未獲核准，已核准的版本繼續販售。',
  ],
  stock_submitted: ['入庫申請已提交', '您為「{{product}}」申請入庫 {{qty}} 件，正在審核中。'],
  stock_approved: ['入庫已通過', '「{{product}}」的 {{qty}} 件已計入庫存。'],
  stock_rejected: ['入庫未通過', '「{{product}}」的 {{qty}} 件未入庫。'],
};

const ES: Texts = {
  topup_submitted: ['Recarga enviada', 'Tu recarga de {{amount}} está en revisión.'],
  topup_approved: ['Recarga aprobada', 'Se han añadido {{amount}} a tu saldo.'],
  topup_rejected: ['Recarga rechazada', 'Tu recarga de {{amount}} no fue aprobada.'],
  withdrawal_submitted: [
    'Retiro enviado',
    'Tu retiro de {{amount}} está en revisión; el importe está congelado.',
  ],
  withdrawal_approved: ['Retiro aprobado', 'Tu retiro de {{amount}} ha sido pagado.'],
  withdrawal_rejected: [
    'Retiro rechazado',
    'Tu retiro de {{amount}} no fue aprobado; el importe ha vuelto a tu saldo.',
  ],
  withdrawal_revoked: [
    'Retiro anulado',
    'Anulaste tu retiro de {{amount}}; el importe ha vuelto a tu saldo.',
  ],
  seller_submitted: [
    'Solicitud de vendedor enviada',
    'Tu solicitud para la tienda «{{shop}}» está en revisión.',
  ],
  seller_approved: ['Solicitud de vendedor aprobada', 'Tu tienda «{{shop}}» está abierta.'],
  seller_rejected: [
    'Solicitud de vendedor rechazada',
    'Tu solicitud para «{{shop}}» no fue aprobada.',
  ],
  product_submitted: ['Producto enviado', '«{{product}}» está en revisión.'],
  product_resubmitted: ['Producto reenviado', '«{{product}}» está de nuevo en revisión.'],
  product_approved: ['Producto aprobado', '«{{product}}» ya está a la venta.'],
  product_rejected: ['Producto rechazado', '«{{product}}» no fue aprobado.'],
  product_revision_submitted: [
    'Cambios del producto enviados',
    'Tus cambios en «{{product}}» están en revisión; la versión aprobada sigue a la venta.',
  ],
  product_revision_approved: [
    'Cambios del producto aprobados',
    'Tus cambios en «{{product}}» ya están a la venta.',
  ],
  product_revision_rejected: [
    'Cambios del producto rechazados',
    'Tus cambios en «{{product}}» no fueron aprobados; la versión aprobada sigue a la venta.',
  ],
  stock_submitted: [
    'Solicitud de entrada enviada',
    'Tu solicitud para recibir {{qty}} unidades de «{{product}}» está en revisión.',
  ],
  stock_approved: [
    'Entrada aprobada',
    'Se añadieron {{qty}} unidades de «{{product}}» a tus existencias.',
  ],
  stock_rejected: ['Entrada rechazada', 'No se recibieron {{qty}} unidades de «{{product}}».'],
};

const JP: Texts = {
  topup_submitted: ['チャージを申請しました', '{{amount}} のチャージを審査中です。'],
  topup_approved: ['チャージが承認されました', '{{amount}} が残高に追加されました。'],
  topup_rejected: ['チャージが却下されました', '{{amount}} のチャージは承認されませんでした。'],
  withdrawal_submitted: [
    '出金を申請しました',
    '{{amount}} の出金を審査中です。この金額は凍結されています。',
  ],
  withdrawal_approved: ['出金が承認されました', '{{amount}} の出金が支払われました。'],
  withdrawal_rejected: [
    '出金が却下されました',
    '{{amount}} の出金は承認されませんでした。金額は残高に戻りました。',
  ],
  withdrawal_revoked: [
    '出金を取り消しました',
    '{{amount}} の出金を取り消しました。金額は残高に戻りました。',
  ],
  seller_submitted: ['出店申請を受け付けました', 'ショップ「{{shop}}」の申請を審査中です。'],
  seller_approved: ['出店申請が承認されました', 'ショップ「{{shop}}」がオープンしました。'],
  seller_rejected: ['出店申請が却下されました', '「{{shop}}」の申請は承認されませんでした。'],
  product_submitted: ['商品を申請しました', '「{{product}}」を審査中です。'],
  product_resubmitted: ['商品を再申請しました', '「{{product}}」を再度審査中です。'],
  product_approved: ['商品が承認されました', '「{{product}}」の販売が始まりました。'],
  product_rejected: ['商品が却下されました', '「{{product}}」は承認されませんでした。'],
  product_revision_submitted: [
    '商品の変更を申請しました',
    '「{{product}}」の変更を審査中です。承認済みの内容で販売を続けます。',
  ],
  product_revision_approved: [
    '商品の変更が承認されました',
    '「{{product}}」の変更が反映されました。',
  ],
  product_revision_rejected: [
    '商品の変更が却下されました',
    '「{{product}}」の変更は承認されませんでした。承認済みの内容で販売を続けます。',
  ],
  stock_submitted: ['入庫を申請しました', '「{{product}}」{{qty}} 点の入庫申請を審査中です。'],
  stock_approved: ['入庫が承認されました', '「{{product}}」{{qty}} 点が在庫に追加されました。'],
  stock_rejected: ['入庫が却下されました', '「{{product}}」{{qty}} 点は入庫されませんでした。'],
};

const TH: Texts = {
  topup_submitted: ['ส่งคำขอเติมเงินแล้ว', 'การเติมเงิน {{amount}} ของคุณอยู่ระหว่างการตรวจสอบ'],
  topup_approved: ['อนุมัติการเติมเงินแล้ว', 'เพิ่ม {{amount}} เข้ายอดเงินของคุณแล้ว'],
  topup_rejected: ['ไม่อนุมัติการเติมเงิน', 'การเติมเงิน {{amount}} ของคุณไม่ได้รับการอนุมัติ'],
  withdrawal_submitted: [
    'ส่งคำขอถอนเงินแล้ว',
    'การถอนเงิน {{amount}} ของคุณอยู่ระหว่างการตรวจสอบ ยอดนี้ถูกระงับไว้',
  ],
  withdrawal_approved: ['อนุมัติการถอนเงินแล้ว', 'จ่ายเงินถอน {{amount}} ของคุณแล้ว'],
  withdrawal_rejected: [
    'ไม่อนุมัติการถอนเงิน',
    'การถอนเงิน {{amount}} ของคุณไม่ได้รับการอนุมัติ ยอดเงินกลับเข้ายอดคงเหลือแล้ว',
  ],
  withdrawal_revoked: ['ยกเลิกการถอนเงินแล้ว', 'คุณยกเลิกการถอนเงิน {{amount}} ยอดเงินกลับเข้ายอดคงเหลือแล้ว'],
  seller_submitted: ['ส่งใบสมัครผู้ขายแล้ว', 'ใบสมัครร้าน “{{shop}}” ของคุณอยู่ระหว่างการตรวจสอบ'],
  seller_approved: ['อนุมัติใบสมัครผู้ขายแล้ว', 'ร้าน “{{shop}}” ของคุณเปิดแล้ว'],
  seller_rejected: ['ไม่อนุมัติใบสมัครผู้ขาย', 'ใบสมัครร้าน “{{shop}}” ของคุณไม่ได้รับการอนุมัติ'],
  product_submitted: ['ส่งสินค้าแล้ว', '“{{product}}” อยู่ระหว่างการตรวจสอบ'],
  product_resubmitted: ['ส่งสินค้าอีกครั้งแล้ว', '“{{product}}” อยู่ระหว่างการตรวจสอบอีกครั้ง'],
  product_approved: ['อนุมัติสินค้าแล้ว', '“{{product}}” วางขายแล้ว'],
  product_rejected: ['ไม่อนุมัติสินค้า', '“{{product}}” ไม่ได้รับการอนุมัติ'],
  product_revision_submitted: [
    'ส่งการแก้ไขสินค้าแล้ว',
    'การแก้ไข “{{product}}” อยู่ระหว่างการตรวจสอบ ฉบับที่อนุมัติแล้วยังคงวางขาย',
  ],
  product_revision_approved: ['อนุมัติการแก้ไขสินค้า', 'การแก้ไข “{{product}}” มีผลแล้ว'],
  product_revision_rejected: [
    'ไม่อนุมัติการแก้ไขสินค้า',
    'การแก้ไข “{{product}}” ไม่ได้รับการอนุมัติ ฉบับที่อนุมัติแล้วยังคงวางขาย',
  ],
  stock_submitted: [
    'ส่งคำขอรับเข้าสต็อกแล้ว',
    'คำขอรับเข้า “{{product}}” จำนวน {{qty}} ชิ้นอยู่ระหว่างการตรวจสอบ',
  ],
  stock_approved: ['อนุมัติการรับเข้าสต็อกแล้ว', 'เพิ่ม “{{product}}” จำนวน {{qty}} ชิ้นเข้าสต็อกแล้ว'],
  stock_rejected: ['ไม่อนุมัติการรับเข้าสต็อก', '“{{product}}” จำนวน {{qty}} ชิ้นไม่ได้รับเข้าสต็อก'],
};

const KO: Texts = {
  topup_submitted: ['충전 신청 완료', '{{amount}} 충전을 심사 중입니다.'],
  topup_approved: ['충전 승인', '{{amount}}이(가) 잔액에 추가되었습니다.'],
  topup_rejected: ['충전 거절', '{{amount}} 충전이 승인되지 않았습니다.'],
  withdrawal_submitted: [
    '출금 신청 완료',
    '{{amount}} 출금을 심사 중입니다. 해당 금액은 동결되었습니다.',
  ],
  withdrawal_approved: ['출금 승인', '{{amount}} 출금이 지급되었습니다.'],
  withdrawal_rejected: [
    '출금 거절',
    '{{amount}} 출금이 승인되지 않았습니다. 금액은 잔액으로 돌아갔습니다.',
  ],
  withdrawal_revoked: [
    '출금 취소',
    '{{amount}} 출금을 취소했습니다. 금액은 잔액으로 돌아갔습니다.',
  ],
  seller_submitted: ['판매자 신청 완료', '상점 “{{shop}}” 신청을 심사 중입니다.'],
  seller_approved: ['판매자 신청 승인', '상점 “{{shop}}”이(가) 열렸습니다.'],
  seller_rejected: ['판매자 신청 거절', '“{{shop}}” 신청이 승인되지 않았습니다.'],
  product_submitted: ['상품 등록 신청', '“{{product}}”을(를) 심사 중입니다.'],
  product_resubmitted: ['상품 재신청', '“{{product}}”을(를) 다시 심사 중입니다.'],
  product_approved: ['상품 승인', '“{{product}}” 판매가 시작되었습니다.'],
  product_rejected: ['상품 거절', '“{{product}}”이(가) 승인되지 않았습니다.'],
  product_revision_submitted: [
    '상품 수정 신청 완료',
    '“{{product}}” 수정 내용을 심사 중입니다. 승인된 버전은 계속 판매됩니다.',
  ],
  product_revision_approved: ['상품 수정 승인', '“{{product}}” 수정 내용이 반영되었습니다.'],
  product_revision_rejected: [
    '상품 수정 거절',
    '“{{product}}” 수정 내용이 승인되지 않았습니다. 승인된 버전은 계속 판매됩니다.',
  ],
  stock_submitted: ['입고 신청 완료', '“{{product}}” {{qty}}개 입고 신청을 심사 중입니다.'],
  stock_approved: ['입고 승인', '“{{product}}” {{qty}}개가 재고에 추가되었습니다.'],
  stock_rejected: ['입고 거절', '“{{product}}” {{qty}}개가 입고되지 않았습니다.'],
};

const TEXTS: Record<Lang, Texts> = { en: EN, zh: ZH, zhtw: ZHTW, es: ES, jp: JP, th: TH, ko: KO };

export function isNoticeTemplate(value: unknown): value is NoticeTemplate {
  return typeof value === 'string' && (NOTICE_TEMPLATES as readonly string[]).includes(value);
}

/** A notice's title and content in `lang`, its parameters filled in and the reviewer's message after. */
export function noticeText(
  template: NoticeTemplate,
  params: NoticeParams,
  lang: Lang,
): { title: string; content: string } {
  const [title, content] = TEXTS[lang][template];
  const filled = content.replace(/\{\{(\w+)\}\}/g, (_match, name: string) =>
    String(params[name] ?? ''),
  );
  const message = typeof params.message === 'string' ? params.message.trim() : '';
  return { title, content: message ? `${filled} ${message}` : filled };
}

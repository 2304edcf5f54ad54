import { randomBytes, randomInt } from 'node:crypto';
import type { Checkout, PaymentMethod, PaymentOption } from '@mall/contract/checkout';
import { ErrorCode } from '@mall/contract/errors';
import type { Lang } from '@mall/contract/locales';
import { centsToAmount } from '@mall/contract/money';
import type { SubmitOrderResult } from '@mall/contract/orders';
import type { Db } from '../../db/client';
import { AppError, invalidField } from '../../plugins/app-error';
import { selectedCartLines, selectedSubtotalCents, toCartItem } from '../cart/cart-service';
import { readOrders } from '../orders/order-reader';
import { orderSettings } from '../orders/order-settings';
import { recordOrderEvents, reserveStock } from '../orders/order-writer';
import { findAddress, findDefaultAddress } from './address-repository';
import { toAddress } from './address-service';
import { draftOrders } from './order-drafts';
import {
  deleteCartLines,
  insertOrderItems,
  insertOrders,
  lockSelectedLines,
} from './placement-repository';

export const PAYMENT_OPTIONS: PaymentOption[] = [
  { method: 'wallet', label: 'Wallet balance' },
  { method: 'bank', label: 'Bank card' },
  { method: 'cod', label: 'Cash on delivery' },
];

/**
 * onepage/index: the selected lines, the default address, payment methods and delivery types,
 * each with what it adds (once per shop) and the grand total it makes: the server's sums.
 */
export async function checkoutOf(db: Db, userId: number, lang: Lang): Promise<Checkout> {
  const [lines, address, settings] = await Promise.all([
    selectedCartLines(db, userId, lang),
    findDefaultAddress(db, userId),
    orderSettings(db),
  ]);
  const subtotalCents = selectedSubtotalCents(lines);
  const shops = new Set(lines.map((line) => line.shop_id)).size;
  return {
    items: lines.map(toCartItem),
    address: address ? toAddress(address) : null,
    shippings: settings.shippingMethods.map((m) => ({
      method: m.method,
      label: m.label,
      cost: centsToAmount(m.costCents),
      shipping_total: centsToAmount(m.costCents * shops),
      grand_total: centsToAmount(subtotalCents + m.costCents * shops),
    })),
    payments: PAYMENT_OPTIONS,
    subtotal: centsToAmount(subtotalCents),
  };
}

/** A readable, unique order number: the UTC date and 10 random digits. */
export function newIncrementId(now = new Date()): string {
  const date = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `${date}${String(randomInt(0, 100_000)).padStart(5, '0')}${String(randomInt(0, 100_000)).padStart(5, '0')}`;
}

export interface SubmitInput {
  addressId?: number | undefined;
  shippingMethod: string;
  paymentMethod: PaymentMethod;
  remark: string;
}

/**
 * submitorder: one unpaid order per shop from the selected cart lines, every price and total
 * from the server's own records, the stock reserved, the lines removed from the cart, all in
 * one transaction of a fixed number of statements whatever the number of lines.
 */
export async function submitOrder(
  db: Db,
  userId: number,
  input: SubmitInput,
  lang: Lang,
): Promise<SubmitOrderResult> {
  const [settings, address] = await Promise.all([
    orderSettings(db),
    input.addressId === undefined
      ? findDefaultAddress(db, userId)
      : findAddress(db, userId, input.addressId),
  ]);
  if (!address)
    throw new AppError(
      input.addressId === undefined ? ErrorCode.DefaultAddressEmpty : ErrorCode.NoData,
      { field: 'address_id' },
    );
  const shipping = settings.shippingMethods.find(
    (method) => method.method === input.shippingMethod,
  );
  if (!shipping)
    throw invalidField(
      'shipping_method',
      `one of ${settings.shippingMethods.map((m) => m.method).join(', ')}`,
    );

  const ids = await db.transaction(async (tx) => {
    const lines = await lockSelectedLines(tx, userId, lang);
    if (lines.length === 0) throw invalidField('cart', 'no item is selected');
    const result = draftOrders(lines, shipping.costCents);
    if (!result.ok) throw new AppError(result.code, result.data);
    if ((await reserveStock(tx, lines)) !== new Set(lines.map((line) => line.productId)).size) {
      throw new AppError(ErrorCode.InsufficientStock);
    }
    const now = new Date();
    const placed = await insertOrders(
      tx,
      {
        userId,
        checkoutGroup: randomBytes(12).toString('hex'),
        address: {
          address_id: address.id,
          is_default: address.isDefault,
          first_name: address.firstName,
          last_name: address.lastName,
          email: address.email,
          telephone: address.telephone,
          street1: address.street1,
          street2: address.street2,
          city: address.city,
          state: address.state,
          country: address.country,
          zip: address.zip,
        },
        arrivalMethod: shipping.method,
        paymentMethod: input.paymentMethod,
        remark: input.remark,
        autoCancelMinutes: settings.autoCancelMinutes,
      },
      result.drafts.map((draft) => ({ ...draft, incrementId: newIncrementId(now) })),
    );
    await insertOrderItems(tx, placed, result.drafts);
    await recordOrderEvents(
      tx,
      placed.map((order) => ({
        orderId: order.id,
        status: 'placed',
        note: `${shipping.label}; ${input.paymentMethod}`,
      })),
    );
    await deleteCartLines(
      tx,
      userId,
      lines.map((line) => line.itemId),
    );
    return placed.map((order) => order.id);
  });
  return { orders: await readOrders(db, ids, { userId }, settings.refundWindowDays) };
}

import type { OrderStatus, PaymentStatus } from '@mall/contract/orders';
import type { Db } from '../db/client';
import { orderItems, orders } from '../db/schema/index';

/** Test rows for the dashboard's figures: orders written straight into the database. */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight (UTC) of today, minus `daysAgo` days, plus `hours`. */
export function utcDay(daysAgo: number, hours = 0): Date {
  const now = new Date();
  const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return new Date(midnight - daysAgo * DAY_MS + hours * 60 * 60 * 1000);
}

/** YYYY-MM-DD of a date in UTC. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** YYYY-MM-01 of a date's UTC month. */
export const isoMonth = (date: Date): string => `${date.toISOString().slice(0, 7)}-01`;

export interface OrderSpec {
  userId: number;
  shopId: number;
  lines: { productId: number; priceCents: number; num: number }[];
  payTime: Date | null;
  orderStatus?: OrderStatus;
  paymentStatus?: PaymentStatus;
  paymentMethod?: 'wallet' | 'bank' | 'cod';
}

let serial = 0;

/** An order and its lines; its grand total is the sum of the lines (no shipping). */
export async function insertOrder(db: Db, spec: OrderSpec): Promise<number> {
  serial += 1;
  const total = spec.lines.reduce((sum, line) => sum + line.priceCents * line.num, 0);
  const paid = spec.payTime !== null;
  const [order] = await db
    .insert(orders)
    .values({
      incrementId: `DASH-${serial}-${Date.now()}`,
      userId: spec.userId,
      shopId: spec.shopId,
      checkoutGroup: `dash-${serial}`,
      subtotalCents: total,
      grandTotalCents: total,
      actualPaymentCents: paid ? total : 0,
      paymentMethod: spec.paymentMethod ?? 'wallet',
      paymentStatus: spec.paymentStatus ?? (paid ? 'paid' : 'unpaid'),
      orderStatus: spec.orderStatus ?? (paid ? 'paid' : 'unpaid'),
      arrivalMethod: 'standard',
      payTime: spec.payTime,
      address: {
        first_name: 'Ada',
        last_name: 'Buyer',
        email: 'ada@example.com',
        telephone: '+1 555 0100',
        street1: '1 Main St',
        street2: '',
        city: 'Austin',
        state: 'TX',
        country: 'US',
        zip: '78701',
      },
      firstName: 'Ada',
      email: 'ada@example.com',
      telephone: '+1 555 0100',
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('insert failed');
  await db.insert(orderItems).values(
    spec.lines.map((line) => ({
      orderId: order.id,
      productId: line.productId,
      name: `Line of ${line.productId}`,
      priceCents: line.priceCents,
      num: line.num,
    })),
  );
  return order.id;
}

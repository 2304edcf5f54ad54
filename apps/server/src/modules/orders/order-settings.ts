import { parseAmount } from '@mall/contract/money';
import type { DbOrTx } from '../../db/client';
import { readSettings } from '../site/settings-reader';

export interface ShippingMethod {
  method: string;
  label: string;
  costCents: number;
}

export interface OrderSettings {
  shippingMethods: ShippingMethod[];
  /** Minutes an unpaid order waits before it is cancelled automatically. */
  autoCancelMinutes: number;
  /** Days after the receipt is confirmed during which a refund may be requested. */
  refundWindowDays: number;
  /** Days after delivery at which the receipt is confirmed for a buyer who did not. */
  autoCompleteDays: number;
  /** The platform's commission on goods, percent (categories may override it). */
  commissionPercent: number;
  /** The largest order that may be paid on delivery, in cents. */
  codMaxOrderCents: number;
  /** Days a cash-on-delivery order may wait to be shipped before it is cancelled. */
  codShipDays: number;
}

export const DEFAULT_SHIPPING: ShippingMethod[] = [
  { method: 'standard', label: 'Standard delivery', costCents: 0 },
];
export const DEFAULT_AUTO_CANCEL_MINUTES = 30;
export const DEFAULT_REFUND_WINDOW_DAYS = 7;
export const DEFAULT_AUTO_COMPLETE_DAYS = 10;
export const DEFAULT_COMMISSION_PERCENT = 5;
export const DEFAULT_COD_MAX_ORDER_CENTS = 100_000;
export const DEFAULT_COD_SHIP_DAYS = 7;

function shippingMethodsOf(value: unknown): ShippingMethod[] {
  if (!Array.isArray(value)) return DEFAULT_SHIPPING;
  const methods: ShippingMethod[] = [];
  for (const entry of value as unknown[]) {
    if (!entry || typeof entry !== 'object') continue;
    const { method, label, cost } = entry as Record<string, unknown>;
    const parsed = parseAmount(cost ?? 0);
    if (typeof method !== 'string' || !method || !parsed.ok) continue;
    methods.push({
      method,
      label: typeof label === 'string' && label ? label : method,
      costCents: parsed.cents,
    });
  }
  return methods.length > 0 ? methods : DEFAULT_SHIPPING;
}

function percent(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 && n <= 100 && value !== null && value !== ''
    ? Math.round(n * 100) / 100
    : fallback;
}

function amountCents(value: unknown, fallback: number): number {
  const parsed = parseAmount(value ?? '');
  return parsed.ok && parsed.cents > 0 ? parsed.cents : fallback;
}

function positiveInt(value: unknown, fallback: number): number {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/**
 * The settings shipping_methods ([{method, label, cost USD}]), order_auto_cancel_minutes,
 * refund_window_days, order_auto_complete_days, commission_percent, cod_max_order (USD) and
 * cod_ship_days, in one query.
 */
export async function orderSettings(db: DbOrTx): Promise<OrderSettings> {
  const stored = await readSettings(db, [
    'shipping_methods',
    'order_auto_cancel_minutes',
    'refund_window_days',
    'order_auto_complete_days',
    'commission_percent',
    'cod_max_order',
    'cod_ship_days',
  ]);
  return {
    shippingMethods: shippingMethodsOf(stored.get('shipping_methods')),
    autoCancelMinutes: positiveInt(
      stored.get('order_auto_cancel_minutes'),
      DEFAULT_AUTO_CANCEL_MINUTES,
    ),
    refundWindowDays: positiveInt(stored.get('refund_window_days'), DEFAULT_REFUND_WINDOW_DAYS),
    autoCompleteDays: positiveInt(
      stored.get('order_auto_complete_days'),
      DEFAULT_AUTO_COMPLETE_DAYS,
    ),
    commissionPercent: percent(stored.get('commission_percent'), DEFAULT_COMMISSION_PERCENT),
    codMaxOrderCents: amountCents(stored.get('cod_max_order'), DEFAULT_COD_MAX_ORDER_CENTS),
    codShipDays: positiveInt(stored.get('cod_ship_days'), DEFAULT_COD_SHIP_DAYS),
  };
}

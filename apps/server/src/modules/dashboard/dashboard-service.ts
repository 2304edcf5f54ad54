import { centsToAmount } from '@mall/contract/money';
import type { Dashboard } from '@mall/contract/orders';
import type { SellerDashboard } from '@mall/contract/seller';
import type { Db } from '../../db/client';
import { findSellerShop } from '../seller/seller-reader';
import { defaultAddressOf } from '../checkout/address-reader';
import { balanceOf, userAccount } from '../ledger/ledger-service';
import { buyerCounters, salesFigures } from './dashboard-repository';

/** The seller dashboard: the shop's sales, orders and products, and the merchant balance. */
export async function sellerDashboard(
  db: Db,
  userId: number,
  shopId: number,
): Promise<SellerDashboard> {
  const [figures, balance] = await Promise.all([
    salesFigures(db, shopId),
    balanceOf(db, userAccount(userId, 'merchant')),
  ]);
  return {
    sales_amount: centsToAmount(figures.sales_cents),
    month_sales: centsToAmount(figures.month_cents),
    last_month_sales: centsToAmount(figures.last_month_cents),
    total_sales: figures.units,
    order_count: figures.order_count,
    product_count: figures.product_count,
    balance: centsToAmount(balance),
  };
}

/** /customer/info/dashboard: the buyer's counters and default address, with the sales figures for sellers. */
export async function buyerDashboard(db: Db, userId: number): Promise<Dashboard> {
  const [counters, address, shop] = await Promise.all([
    buyerCounters(db, userId),
    defaultAddressOf(db, userId),
    findSellerShop(db, userId),
  ]);
  const dashboard: Dashboard = {
    ...counters,
    default_address: address,
  };
  if (shop === null) return dashboard;
  const figures = await salesFigures(db, shop.id);
  return {
    ...dashboard,
    sales_amount: centsToAmount(figures.sales_cents),
    month_sales: centsToAmount(figures.month_cents),
    last_month_sales: centsToAmount(figures.last_month_cents),
    total_sales: figures.units,
  };
}

import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import type { Order, OrderPage, OrderStatus } from '@mall/contract/orders';
import type {
  SellerApplication,
  SellerDashboard,
  SellerProduct,
  SellerProductPage,
  StockApplication,
  StockApplicationPage,
} from '@mall/contract/seller';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { showToast } from '../../lib/toast';
import { queryClient } from '../../lib/query-client';
import { nextPageParam } from '../../lib/paging';
import { queryKeys } from '../../lib/query-keys';

export type { SellerDashboard, SellerProduct, StockApplication };

export const sellerKeys = {
  all: [...queryKeys.user.all, 'seller'] as const,
  dashboard: () => [...queryKeys.user.all, 'seller', 'dashboard'] as const,
  orders: (status: string) => [...queryKeys.user.all, 'seller', 'orders', status] as const,
  products: () => [...queryKeys.user.all, 'seller', 'products'] as const,
  stock: () => [...queryKeys.user.all, 'seller', 'stock'] as const,
};

export interface ApplySellerValues {
  shop_name: string;
  contact_name: string;
  telephone: string;
  email: string;
  address: string;
  id_front: string;
  id_back: string;
  remark: string;
}

/** POST /customer/user/applyseller; 2000016 (already applied) is success: the existing application. */
export async function applySeller(values: ApplySellerValues): Promise<SellerApplication> {
  const params = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
  try {
    return await apiClient.post<SellerApplication>('/customer/user/applyseller', params, {
      silent: true,
    });
  } catch (error) {
    if (isApiError(error) && error.code === 2000016) return error.data as SellerApplication;
    if (isApiError(error) && error.message && error.kind !== 'session') showToast(error.message);
    throw error;
  } finally {
    void queryClient.invalidateQueries({ queryKey: queryKeys.user.info() });
  }
}

export function useApplySeller() {
  return useMutation({ mutationFn: applySeller });
}

export function useSellerDashboard() {
  return useQuery({
    queryKey: sellerKeys.dashboard(),
    queryFn: ({ signal }) =>
      apiClient.get<SellerDashboard>('/seller/dashboard', undefined, {
        signal,
        background: true,
        silent: true,
      }),
    staleTime: 0,
  });
}

export type ProductSaveValues = Record<string, string>;

/** POST /seller/product/save: a new product waits for the admin's approval (notice 200). */
export function useSaveProduct() {
  return useMutation({
    mutationFn: (values: ProductSaveValues) =>
      apiClient.post<SellerProduct>('/seller/product/save', values),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
  });
}

export function useSellerOrders(status: OrderStatus | '') {
  return useInfiniteQuery({
    queryKey: sellerKeys.orders(status),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<OrderPage>(
        '/seller/order/index',
        { page: pageParam, pagesize: 20, ...(status ? { status } : {}) },
        { signal, background: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });
}

/** POST /seller/order/ship with the logistics number. */
export function useShipOrder() {
  return useMutation({
    mutationFn: ({ orderId, logSn }: { orderId: number; logSn: string }) =>
      apiClient.post<Order>('/seller/order/ship', { order_id: orderId, log_sn: logSn.trim() }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
  });
}

/** POST /seller/order/reject: refuse an order not shipped yet; its stock and any payment return. */
export function useRejectOrder() {
  return useMutation({
    mutationFn: ({ orderId, reason }: { orderId: number; reason: string }) =>
      apiClient.post<Order>('/seller/order/reject', { order_id: orderId, reason }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
  });
}

/** GET /seller/product/index: the shop's products in every state, newest first. */
export function useSellerProducts() {
  return useInfiniteQuery({
    queryKey: sellerKeys.products(),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<SellerProductPage>(
        '/seller/product/index',
        { page: pageParam, pagesize: 20 },
        { signal, background: true, silent: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });
}

/** GET /seller/stock/index: the shop's stock-in applications, newest first. */
export function useStockApplications() {
  return useInfiniteQuery({
    queryKey: sellerKeys.stock(),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<StockApplicationPage>(
        '/seller/stock/index',
        { page: pageParam, pagesize: 10 },
        { signal, background: true, silent: true },
      ),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });
}

/** POST /seller/stock/apply: units to receive into a product's stock, once an admin approves (notice 300). */
export function useApplyStockIn() {
  return useMutation({
    mutationFn: ({ productId, qty }: { productId: number; qty: number }) =>
      apiClient.post<StockApplication>('/seller/stock/apply', { product_id: productId, qty }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
  });
}

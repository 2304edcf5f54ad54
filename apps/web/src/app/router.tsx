import { createHashRouter, Navigate, redirect, type RouteObject } from 'react-router';
import type { RouteTitleKey, TabName } from '../types/route-handle';
import { AppLayout } from './layout/app-layout';
import { MineLayout } from './layout/mine-layout';
import { RouteError } from './layout/route-error';
import { lazyPage } from './lazy-page';
import { prefetchCategory, prefetchProduct } from './route-prefetch';
import { Component as HomePage } from './routes/home';
import { Splash } from './splash';

export const NOT_FOUND_PATH = '/pages/users/404';

type Load = Parameters<typeof lazyPage>[0];

function page(
  path: string,
  titleKey: RouteTitleKey,
  load: Load,
  tab?: TabName,
  extra?: { ownBottomBar: true },
): RouteObject {
  return { path, handle: { titleKey, tab, ...extra }, lazy: lazyPage(load) };
}

/** A page whose main call starts beside its code (see route-prefetch.ts). */
function prefetched(route: RouteObject, loader: NonNullable<RouteObject['loader']>): RouteObject {
  return { ...route, loader };
}

/**
 * Home is where most visits start (and where logout lands): its code is in the entry, so its
 * first screen needs no second round trip. Every other page is its own lazy chunk.
 */
function homePage(path: string): RouteObject {
  return { path, handle: { titleKey: 'home', tab: 'home' }, Component: HomePage };
}

/** Every route of spec section 2, each page its own lazily loaded module. */
export const routes: RouteObject[] = [
  // The back office: its own layout, pages and messages, all lazy (never part of what buyers load).
  {
    path: '/admin/*',
    handle: { titleKey: 'adminReview' },
    errorElement: <RouteError />,
    HydrateFallback: Splash,
    lazy: lazyPage(() => import('./routes/admin/admin-layout')),
  },
  {
    element: <AppLayout />,
    HydrateFallback: Splash,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          homePage('/'),
          homePage('/pages/home/home'),
          page('/pages/index/index', 'index', () => import('./routes/index-page')),
          page('/pages/users/tiktok', 'tiktok', () => import('./routes/users/tiktok')),
          page('/pages/users/login', 'login', () => import('./routes/users/login')),
          page('/pages/users/register', 'register', () => import('./routes/users/register')),
          page(NOT_FOUND_PATH, 'notFound', () => import('./routes/users/not-found')),
          page('/pages/policy/terms', 'terms', () => import('./routes/policy/terms')),
          page('/pages/policy/support', 'support', () => import('./routes/policy/support')),
          page('/pages/policy/return', 'return', () => import('./routes/policy/return')),
          page('/pages/policy/privacy', 'privacy', () => import('./routes/policy/privacy')),
          page('/pages/policy/about_us', 'aboutUs', () => import('./routes/policy/about-us')),
          page('/pages/policy/user', 'userAgreement', () => import('./routes/policy/user')),
          page('/pages/search/search', 'search', () => import('./routes/search/search')),
          page('/pages/cart/cart', 'cart', () => import('./routes/cart/cart'), 'cart'),
          page(
            '/pages/cart/delivery',
            'delivery',
            () => import('./routes/cart/delivery'),
            undefined,
            { ownBottomBar: true },
          ),
          page('/pages/cart/pay', 'pay', () => import('./routes/cart/pay'), undefined, {
            ownBottomBar: true,
          }),
          page('/pages/cart/mycart', 'myCart', () => import('./routes/cart/mycart')),
          page('/pages/cart/edit', 'cartEdit', () => import('./routes/cart/edit')),
          prefetched(
            page(
              '/pages/prouduct/detail',
              'productDetail',
              () => import('./routes/product/detail'),
              undefined,
              { ownBottomBar: true },
            ),
            prefetchProduct,
          ),
          prefetched(
            page(
              '/pages/category/detail',
              'categoryDetail',
              () => import('./routes/category/detail'),
            ),
            prefetchCategory,
          ),
          page('/pages/category/brands', 'brands', () => import('./routes/category/brands')),
          page(
            '/pages/category/category',
            'categories',
            () => import('./routes/category/category'),
            'category',
          ),
          page(
            '/pages/category/recommend',
            'recommend',
            () => import('./routes/category/recommend'),
          ),
          {
            element: <MineLayout />,
            children: [
              page(
                '/pages/mine/dashboard',
                'dashboard',
                () => import('./routes/mine/dashboard'),
                'mine',
              ),
              page('/pages/mine/confing', 'profile', () => import('./routes/mine/confing')),
              page('/pages/mine/wallet', 'wallet', () => import('./routes/mine/wallet')),
              page(
                '/pages/mine/refund_sent',
                'refundSent',
                () => import('./routes/mine/refund-sent'),
              ),
              page('/pages/mine/pc_mine', 'accountMenu', () => import('./routes/mine/pc-mine')),
              page('/pages/mine/notices', 'notices', () => import('./routes/mine/notices')),
              page(
                '/pages/history/purchase',
                'purchaseHistory',
                () => import('./routes/history/purchase'),
              ),
              page('/pages/history/detail', 'orderDetail', () => import('./routes/history/detail')),
            ],
          },
          page('/pages/blog/blog', 'blog', () => import('./routes/blog/blog')),
          page('/pages/blog/detail', 'blogDetail', () => import('./routes/blog/detail')),
          page('/pages/shop/create', 'shopCreate', () => import('./routes/shop/create')),
          page('/pages/shop/detail', 'shopDetail', () => import('./routes/shop/detail')),
          page('/pages/server/chat', 'chat', () => import('./routes/server/chat')),
          page(
            '/choose-location',
            'chooseLocation',
            () => import('./routes/system/choose-location'),
          ),
          page('/open-location', 'openLocation', () => import('./routes/system/open-location')),
          page('/seller/center', 'shopCreate', () => import('./routes/seller/seller-center')),
          {
            path: '*',
            loader: () => redirect(NOT_FOUND_PATH),
            element: <Navigate to={NOT_FOUND_PATH} replace />,
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createHashRouter(routes);
}

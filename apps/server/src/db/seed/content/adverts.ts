import type { AdvertPosition } from '../../schema/content';
import type { ObjectKind } from './pictures';
import { t7, type Texts } from './i18n';

/** Where an advert leads: a category (by key), a product (by seed index) or a page. */
export type AdvertTarget = { category: string } | { product: number } | { page: string };

export interface AdvertSeed {
  key: string;
  position: AdvertPosition;
  title: Texts;
  target: AdvertTarget;
  /** What the banner shows: the headline and subline in capitals, objects and colour. */
  headline: string;
  subline: string;
  kinds: ObjectKind[];
  hue: number;
}

export const ADVERTS: AdvertSeed[] = [
  {
    key: 'top-1',
    position: 'top',
    headline: 'NEW SEASON',
    subline: 'FRESH STYLES EVERY FRIDAY',
    kinds: ['dress', 'sneaker', 'handbag'],
    hue: 12,
    target: { category: 'fashion' },
    title: t7(
      'New season styles',
      '当季新品',
      '當季新品',
      'Nueva temporada',
      '新作コレクション',
      'สไตล์ใหม่ประจำฤดูกาล',
      '새 시즌 스타일',
    ),
  },
  {
    key: 'top-2',
    position: 'top',
    headline: 'TECH WEEK',
    subline: 'UP TO 30% OFF',
    kinds: ['laptop', 'phone', 'headphones'],
    hue: 220,
    target: { category: 'electronics' },
    title: t7(
      'Tech week: up to 30% off',
      '科技周：低至七折',
      '科技週：最低七折',
      'Semana tecnológica: hasta 30 % de descuento',
      'テックウィーク：最大30%オフ',
      'สัปดาห์ไอที ลดสูงสุด 30%',
      '테크 위크: 최대 30% 할인',
    ),
  },
  {
    key: 'top-3',
    position: 'top',
    headline: 'HOME REFRESH',
    subline: 'CALM AND COSY LIVING',
    kinds: ['chair', 'lamp', 'decor'],
    hue: 160,
    target: { category: 'home' },
    title: t7(
      'Refresh your home',
      '焕新你的家',
      '煥新你的家',
      'Renueva tu hogar',
      '暮らしをリフレッシュ',
      'แต่งบ้านใหม่',
      '집을 새롭게',
    ),
  },
  {
    key: 'center-top-1',
    position: 'center_top',
    headline: 'FREE DELIVERY',
    subline: 'ON EVERY ORDER',
    kinds: ['toyCar'],
    hue: 195,
    target: { page: '/pages/category/category' },
    title: t7(
      'Free standard delivery',
      '免费标准配送',
      '免費標準配送',
      'Envío estándar gratis',
      '通常配送無料',
      'จัดส่งมาตรฐานฟรี',
      '일반 배송 무료',
    ),
  },
  {
    key: 'center-top-2',
    position: 'center_top',
    headline: 'BEAUTY PICKS',
    subline: 'GLOW ALL DAY',
    kinds: ['perfume', 'lipstick'],
    hue: 335,
    target: { product: 12 },
    title: t7(
      'Beauty picks',
      '美妆精选',
      '美妝精選',
      'Selección de belleza',
      'ビューティーのおすすめ',
      'ของสวยงามคัดพิเศษ',
      '뷰티 추천',
    ),
  },
  {
    key: 'center-1',
    position: 'center',
    headline: 'GAME ON',
    subline: 'SPORTS GEAR FROM 9.99',
    kinds: ['ball', 'fitness', 'bicycle'],
    hue: 140,
    target: { category: 'sports' },
    title: t7(
      'Sports gear from 9.99',
      '运动装备9.99起',
      '運動裝備9.99起',
      'Equipamiento deportivo desde 9,99',
      'スポーツ用品9.99から',
      'อุปกรณ์กีฬาเริ่มต้น 9.99',
      '스포츠 용품 9.99부터',
    ),
  },
  {
    key: 'center-bottom-1',
    position: 'center_bottom',
    headline: 'BACK TO SCHOOL',
    subline: 'BOOKS AND STATIONERY',
    kinds: ['books', 'pens', 'notebook'],
    hue: 45,
    target: { category: 'books' },
    title: t7(
      'Back to school',
      '开学季',
      '開學季',
      'Vuelta al cole',
      '新学期応援',
      'เปิดเทอมใหม่',
      '신학기',
    ),
  },
  {
    key: 'center-bottom-2',
    position: 'center_bottom',
    headline: 'FRESH AND TASTY',
    subline: 'FRUIT AND COFFEE',
    kinds: ['fruit', 'coffee'],
    hue: 30,
    target: { product: 27 },
    title: t7(
      'Fresh and tasty',
      '新鲜美味',
      '新鮮美味',
      'Fresco y sabroso',
      '新鮮でおいしい',
      'สดใหม่และอร่อย',
      '신선하고 맛있게',
    ),
  },
  {
    key: 'bottom-1',
    position: 'bottom',
    headline: 'SELL ON WELLMART',
    subline: 'OPEN YOUR SHOP TODAY',
    kinds: ['handbag', 'watch'],
    hue: 265,
    target: { page: '/pages/shop/create' },
    title: t7(
      'Open your shop on WellMart',
      '在WellMart开店',
      '在WellMart開店',
      'Abre tu tienda en WellMart',
      'WellMartに出店しよう',
      'เปิดร้านบน WellMart',
      'WellMart에 입점하세요',
    ),
  },
];

import { LANGS, type Lang } from '@mall/contract/locales';
import type { TFunction } from '../../lib/i18n';
import type { UploadResult } from '../../lib/upload';
import type { ProductSaveValues } from './api/save-product';

export type ProductValues = Record<`name_${Lang}`, string> & {
  description: string;
  price: string;
  stock: string;
  category_id: string;
  brand_id: string;
  images: UploadResult[];
};

/** A USD price: up to 7 digits and 2 decimals. */
const PRICE = /^\d{1,7}(\.\d{1,2})?$/;
/** Whole units, up to 7 digits. */
const STOCK = /^\d{1,7}$/;

/** The English name, a price above 0, a category and an image; a stock, if any, in whole units. */
export function validateProduct(
  values: ProductValues,
  t: TFunction,
): Partial<Record<keyof ProductValues, string>> {
  const errors: Partial<Record<keyof ProductValues, string>> = {};
  if (!values.name_en.trim()) errors.name_en = t('seller.apply.required');
  if (!PRICE.test(values.price.trim()) || Number(values.price) <= 0)
    errors.price = t('seller.product.badPrice');
  if (values.stock.trim() !== '' && !STOCK.test(values.stock.trim()))
    errors.stock = t('seller.product.badStock');
  if (!values.category_id) errors.category_id = t('seller.apply.required');
  if (values.images.length === 0) errors.images = t('seller.product.imageRequired');
  return errors;
}

/** What the form sends: only the names given, the stock if any, the brand if chosen. */
export function productSaveValues(values: ProductValues): ProductSaveValues {
  const save: ProductSaveValues = {
    price: values.price.trim(),
    category_id: values.category_id,
    images: JSON.stringify(values.images.map((i) => i.path)),
  };
  if (values.stock.trim() !== '' && Number(values.stock) > 0) save.stock = values.stock.trim();
  for (const lang of LANGS) {
    const name = values[`name_${lang}`].trim();
    if (name) save[`name_${lang}`] = name;
  }
  if (values.description.trim()) save.description_en = values.description.trim();
  if (values.brand_id) save.brand_id = values.brand_id;
  return save;
}

import { useState } from 'react';
import { LANGS } from '@mall/contract/locales';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { errorField } from '../../lib/api-error';
import { useT } from '../../lib/i18n';
import { showToast } from '../../lib/toast';
import type { UploadResult } from '../../lib/upload';
import { useBrands } from '../catalog/api/get-brands';
import { useCategories, type Category } from '../catalog/api/get-categories';
import { ImagesField } from '../orders/components/images-field';
import { useSaveProduct } from './seller-api';

function flatten(nodes: readonly Category[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((node) => [{ value: String(node.id), label: `${'— '.repeat(depth)}${node.name}` }, ...flatten(node.children, depth + 1)]);
}

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

/**
 * A new product: a name per language (English required), price, category, brand, images, and an
 * optional initial stock that the server files as a stock-in request (stock moves by deltas only).
 */
export function SellerProductForm() {
  const t = useT();
  const save = useSaveProduct();
  const categories = useCategories();
  const brands = useBrands();
  const [names, setNames] = useState<Record<string, string>>({});
  const [description, setDescription] = useState('');
  const [price, setPrice] = useState('');
  const [stock, setStock] = useState('');
  const [category, setCategory] = useState('');
  const [brand, setBrand] = useState('');
  const [images, setImages] = useState<UploadResult[]>([]);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [serverError, setServerError] = useState<Record<string, string>>({});
  const [tried, setTried] = useState(false);
  const show = (name: string) => tried || touched[name];
  const errors: Record<string, string> = {};
  if (!names.en?.trim()) errors.name_en = t('seller.apply.required');
  if (!PRICE.test(price.trim()) || Number(price) <= 0) errors.price = t('seller.product.badPrice');
  if (stock.trim() !== '' && !/^\d{1,7}$/.test(stock.trim())) errors.stock = t('seller.product.badStock');
  if (!category) errors.category_id = t('seller.apply.required');
  if (images.length === 0) errors.images = t('seller.product.imageRequired');
  const errorOf = (name: string) => serverError[name] ?? (show(name) ? errors[name] : undefined);
  const touch = (name: string) => {
    setTouched((c) => ({ ...c, [name]: true }));
    setServerError((c) => ({ ...c, [name]: undefined as unknown as string }));
  };
  const reset = () => {
    setNames({});
    setDescription('');
    setPrice('');
    setStock('');
    setCategory('');
    setBrand('');
    setImages([]);
    setTouched({});
    setTried(false);
  };
  return (
    <form
      noValidate
      aria-label={t('seller.center.newProduct')}
      className="flex max-w-2xl flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (Object.keys(errors).length > 0) return;
        const values: Record<string, string> = { price: price.trim(), category_id: category, images: JSON.stringify(images.map((i) => i.path)) };
        if (stock.trim() !== '' && Number(stock) > 0) values.stock = stock.trim();
        for (const [lang, name] of Object.entries(names)) if (name.trim()) values[`name_${lang}`] = name.trim();
        if (description.trim()) values.description_en = description.trim();
        if (brand) values.brand_id = brand;
        save.mutate(values, {
          onSuccess: () => {
            showToast(t('seller.product.saved'), 'success');
            reset();
          },
          onError: (error) => {
            const field = errorField(error);
            if (field) setServerError((c) => ({ ...c, [field]: error.message }));
          },
        });
      }}
    >
      <TextField label={t('seller.product.nameEn')} value={names.en ?? ''} onValueChange={(v) => (setNames((c) => ({ ...c, en: v })), touch('name_en'))} error={errorOf('name_en')} maxLength={200} />
      <details className="rounded-lg border border-stone-200 bg-white p-3">
        <summary className="cursor-pointer text-sm font-medium text-stone-800">{t('seller.product.otherNames')}</summary>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {LANGS.filter((lang) => lang !== 'en').map((lang) => (
            <TextField key={lang} label={t('seller.product.nameIn', { lang })} value={names[lang] ?? ''} onValueChange={(v) => setNames((c) => ({ ...c, [lang]: v }))} maxLength={200} />
          ))}
        </div>
      </details>
      <TextField label={t('seller.product.description')} labelNote={t('checkout.optional')} value={description} onValueChange={setDescription} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('seller.product.price')} inputMode="decimal" value={price} onValueChange={(v) => (setPrice(v), touch('price'))} error={errorOf('price')} />
        <TextField label={t('seller.product.stock')} hint={t('seller.product.stockNote')} inputMode="numeric" value={stock} onValueChange={(v) => (setStock(v), touch('stock'))} error={errorOf('stock')} />
        <div>
          <SelectField
            stacked
            label={t('seller.product.category')}
            value={category}
            onValueChange={(v) => (setCategory(v), touch('category_id'))}
            options={[{ value: '', label: t('checkout.address.choose') }, ...flatten(categories.data ?? [])]}
          />
          {errorOf('category_id') ? <p className="text-sm text-red-700" role="alert">{errorOf('category_id')}</p> : null}
        </div>
        <SelectField
          stacked
          label={t('seller.product.brand')}
          value={brand}
          onValueChange={setBrand}
          options={[{ value: '', label: t('seller.product.noBrand') }, ...(brands.data ?? []).map((b) => ({ value: String(b.id), label: b.name }))]}
        />
      </div>
      <ImagesField label={t('seller.product.images')} value={images} onChange={(v) => (setImages(v), touch('images'))} max={5} />
      {errorOf('images') ? <p className="text-sm text-red-700" role="alert">{errorOf('images')}</p> : null}
      <Button type="submit" disabled={save.isPending} className="self-start">
        {t('seller.product.save')}
      </Button>
    </form>
  );
}

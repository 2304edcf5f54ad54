import type { Brand } from '@mall/contract/catalog';
import { LANGS, type Lang } from '@mall/contract/locales';
import { PRODUCT_NAME_MAX } from '@mall/contract/rules';
import { ImagesField } from '../../../components/images-field';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useForm } from '../../../hooks/use-form';
import { errorField } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import type { UploadResult } from '../../../lib/upload';
import type { CategoryNode } from '../../../types/catalog';
import { useSaveProduct } from '../api/save-product';
import { productSaveValues, validateProduct, type ProductValues } from '../product-validation';

function flatten(nodes: readonly CategoryNode[], depth = 0): { value: string; label: string }[] {
  return nodes.flatMap((node) => [
    { value: String(node.id), label: `${'— '.repeat(depth)}${node.name}` },
    ...flatten(node.children, depth + 1),
  ]);
}

/** Pictures the form takes (the contract allows more). */
const IMAGES_MAX = 5;

const EMPTY: ProductValues = {
  ...(Object.fromEntries(LANGS.map((lang) => [`name_${lang}`, ''])) as Record<
    `name_${Lang}`,
    string
  >),
  description: '',
  price: '',
  stock: '',
  category_id: '',
  brand_id: '',
  images: [] as UploadResult[],
};

/**
 * A new product: a name per language (English required), price, category, brand, images, and an
 * optional initial stock that the server files as a stock-in request (stock moves by deltas only).
 * The categories and brands come from the route (the catalogue's).
 */
export function SellerProductForm({
  categories,
  brands,
}: {
  categories: readonly CategoryNode[];
  brands: readonly Brand[];
}) {
  const t = useT();
  const save = useSaveProduct();
  const form = useForm<ProductValues>(EMPTY, (values) => validateProduct(values, t));
  const { values, setValue, errorOf } = form;
  return (
    <form
      noValidate
      aria-label={t('seller.center.newProduct')}
      className="flex max-w-2xl flex-col gap-3"
      onSubmit={form.handleSubmit((sent) =>
        save.mutate(productSaveValues(sent), {
          onSuccess: () => {
            showToast(t('seller.product.saved'), 'success');
            form.reset();
          },
          onError: (error) => {
            const field = errorField(error);
            if (field) form.setServerError(field as keyof ProductValues, error.message);
          },
        }),
      )}
    >
      <TextField
        label={t('seller.product.nameEn')}
        value={values.name_en}
        onValueChange={(v) => setValue('name_en', v)}
        error={errorOf('name_en')}
        maxLength={PRODUCT_NAME_MAX}
      />
      <details className="rounded-lg border border-stone-200 bg-white p-3">
        <summary className="cursor-pointer text-sm font-medium text-stone-800">
          {t('seller.product.otherNames')}
        </summary>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {LANGS.filter((lang) => lang !== 'en').map((lang) => (
            <TextField
              key={lang}
              label={t('seller.product.nameIn', { lang })}
              value={values[`name_${lang}`]}
              onValueChange={(v) => setValue(`name_${lang}`, v)}
              maxLength={PRODUCT_NAME_MAX}
            />
          ))}
        </div>
      </details>
      <TextField
        label={t('seller.product.description')}
        labelNote={t('checkout.optional')}
        value={values.description}
        onValueChange={(v) => setValue('description', v)}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField
          label={t('seller.product.price')}
          inputMode="decimal"
          value={values.price}
          onValueChange={(v) => setValue('price', v)}
          error={errorOf('price')}
        />
        <TextField
          label={t('seller.product.stock')}
          hint={t('seller.product.stockNote')}
          inputMode="numeric"
          value={values.stock}
          onValueChange={(v) => setValue('stock', v)}
          error={errorOf('stock')}
        />
        <div>
          <SelectField
            stacked
            label={t('seller.product.category')}
            value={values.category_id}
            onValueChange={(v) => setValue('category_id', v)}
            options={[{ value: '', label: t('checkout.address.choose') }, ...flatten(categories)]}
          />
          {errorOf('category_id') ? (
            <p className="text-sm text-red-700" role="alert">
              {errorOf('category_id')}
            </p>
          ) : null}
        </div>
        <SelectField
          stacked
          label={t('seller.product.brand')}
          value={values.brand_id}
          onValueChange={(v) => setValue('brand_id', v)}
          options={[
            { value: '', label: t('seller.product.noBrand') },
            ...brands.map((b) => ({ value: String(b.id), label: b.name })),
          ]}
        />
      </div>
      <ImagesField
        label={t('seller.product.images')}
        value={values.images}
        onChange={(v) => setValue('images', v)}
        max={IMAGES_MAX}
      />
      {errorOf('images') ? (
        <p className="text-sm text-red-700" role="alert">
          {errorOf('images')}
        </p>
      ) : null}
      <Button type="submit" disabled={save.isPending} className="self-start">
        {t('seller.product.save')}
      </Button>
    </form>
  );
}

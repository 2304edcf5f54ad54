import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { ImageUpload } from '../../../components/ui/image-upload';
import { imageUploadLabels } from '../../../components/ui/image-upload-labels';
import { TextField } from '../../../components/ui/text-field';
import { useForm } from '../../../hooks/use-form';
import { errorField } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import {
  ENGLISH_NAME_PATTERN,
  PHONE_PATTERN,
  REMARK_MAX,
  SHOP_NAME_MIN,
} from '@mall/contract/rules';
import type { UploadResult } from '../../../lib/upload';
import { useApplySeller, type ApplySellerValues } from '../api/apply-seller';

type Values = Omit<ApplySellerValues, 'id_front' | 'id_back'>;

/** /pages/shop/create: apply to sell (shop, contact, address, ID front and back images). */
export function SellerApplyForm() {
  const t = useT();
  const apply = useApplySeller();
  const [front, setFront] = useState<UploadResult | null>(null);
  const [back, setBack] = useState<UploadResult | null>(null);
  const [tried, setTried] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm<Values>(
    { shop_name: '', contact_name: '', telephone: '', email: '', address: '', remark: '' },
    (v) => {
      const e: Partial<Record<keyof Values, string>> = {};
      if (!v.shop_name.trim()) e.shop_name = t('seller.apply.required');
      else if (
        v.shop_name.trim().length < SHOP_NAME_MIN ||
        !ENGLISH_NAME_PATTERN.test(v.shop_name.trim())
      )
        e.shop_name = t('seller.apply.englishOnly');
      if (!v.contact_name.trim()) e.contact_name = t('seller.apply.required');
      if (!v.telephone.trim()) e.telephone = t('seller.apply.required');
      else if (!PHONE_PATTERN.test(v.telephone.trim()))
        e.telephone = t('checkout.address.badPhone');
      if (v.email.trim() && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email.trim()))
        e.email = t('checkout.address.badEmail');
      if (!v.address.trim()) e.address = t('seller.apply.required');
      return e;
    },
  );
  if (done)
    return (
      <div
        role="status"
        className="flex flex-col items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4"
      >
        <p className="font-semibold text-emerald-900">{t('seller.apply.sent')}</p>
        <p className="text-sm text-emerald-900">{t('seller.apply.sentBody')}</p>
        <Link to="/pages/mine/notices" className={buttonClass('secondary')}>
          {t('seller.apply.toNotices')}
        </Link>
      </div>
    );
  const field = (name: keyof Values, label: string, extra: Record<string, string> = {}) => (
    <TextField
      label={label}
      value={form.values[name]}
      onValueChange={(v) => form.setValue(name, v)}
      onBlur={() => form.touch(name)}
      error={form.errorOf(name)}
      {...extra}
    />
  );
  return (
    <form
      noValidate
      aria-label={t('seller.apply.title')}
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        setTried(true);
        form.handleSubmit((values) => {
          if (!front || !back) return;
          apply.mutate(
            { ...values, id_front: front.path, id_back: back.path },
            {
              onSuccess: () => setDone(true),
              onError: (error) => {
                const name = errorField(error);
                if (name && name in values)
                  form.setServerError(name as keyof Values, error.message);
              },
            },
          );
        })(event);
      }}
    >
      <p className="text-sm text-stone-700">{t('seller.apply.intro')}</p>
      {field('shop_name', t('seller.apply.shopName'), { autoComplete: 'organization' })}
      {field('contact_name', t('seller.apply.contactName'), { autoComplete: 'name' })}
      {field('telephone', t('seller.apply.telephone'), { type: 'tel', autoComplete: 'tel' })}
      {field('email', t('seller.apply.email'), { type: 'email', autoComplete: 'email' })}
      {field('address', t('seller.apply.address'), { autoComplete: 'street-address' })}
      <ImageUpload
        document
        label={t('seller.apply.idFront')}
        name="id_front"
        value={front}
        onChange={setFront}
        labels={imageUploadLabels(t, t('seller.apply.idFront'))}
        error={tried && !front ? t('seller.apply.imageRequired') : undefined}
      />
      <ImageUpload
        document
        label={t('seller.apply.idBack')}
        name="id_back"
        value={back}
        onChange={setBack}
        labels={imageUploadLabels(t, t('seller.apply.idBack'))}
        error={tried && !back ? t('seller.apply.imageRequired') : undefined}
      />
      {field('remark', t('seller.apply.remark'), { maxLength: String(REMARK_MAX) })}
      <Button type="submit" disabled={apply.isPending} aria-busy={apply.isPending || undefined}>
        {t('seller.apply.submit')}
      </Button>
    </form>
  );
}

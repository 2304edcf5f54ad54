import type { Address } from '@mall/contract/checkout';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Button } from '../../../components/ui/button';
import { useForm } from '../../../hooks/use-form';
import { errorField } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n';
import { usePlaces } from '../api/get-places';
import { useSaveAddress } from '../api/save-address';
import { EMPTY_ADDRESS, validateAddress, type AddressValues } from '../address-validation';

/** A place chooser from /citys; a text field when the list has nothing for it. */
function PlaceField({
  label,
  value,
  onChange,
  options,
  loading,
  error,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { code: string; name: string }[] | undefined;
  loading: boolean;
  error: string | undefined;
  disabled?: boolean;
}) {
  const t = useT();
  if (!loading && options && options.length === 0 && !disabled)
    return (
      <TextField
        label={label}
        value={value}
        onValueChange={onChange}
        error={error}
        autoComplete="off"
      />
    );
  const choices = [
    { value: '', label: loading ? t('app.loading') : t('checkout.address.choose') },
    ...(options ?? []).map((o) => ({ value: o.name, label: o.name })),
  ];
  if (value && !choices.some((c) => c.value === value)) choices.push({ value, label: value });
  return (
    <div className="flex flex-col gap-1">
      <SelectField
        stacked
        label={label}
        value={value}
        onValueChange={onChange}
        options={choices}
        disabled={disabled || loading}
      />
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function toValues(address: Address | null): AddressValues {
  if (!address) return EMPTY_ADDRESS;
  return {
    first_name: address.first_name,
    last_name: address.last_name,
    email: address.email,
    telephone: address.telephone,
    country: address.country,
    state: address.state,
    city: address.city,
    street1: address.street1,
    street2: address.street2,
    zip: address.zip,
    is_default: address.is_default,
  };
}

/** Adds or edits an address of the book; country, state and city from /citys. */
export function AddressForm({
  address,
  onSaved,
  onCancel,
}: {
  address: Address | null;
  onSaved: (address: Address) => void;
  onCancel?: () => void;
}) {
  const t = useT();
  const save = useSaveAddress();
  const form = useForm<AddressValues>(toValues(address), (values) => {
    const keys = validateAddress(values);
    return Object.fromEntries(Object.entries(keys).map(([name, key]) => [name, t(key)]));
  });
  const { values, setValue, errorOf } = form;
  const countries = usePlaces('', '', true);
  const countryCode = countries.data?.list.find((c) => c.name === values.country)?.code ?? '';
  const states = usePlaces(countryCode, '', Boolean(countryCode));
  const stateCode = states.data?.list.find((s) => s.name === values.state)?.code ?? '';
  const cities = usePlaces(countryCode, stateCode, Boolean(countryCode && stateCode));
  const text = (
    name: Exclude<keyof AddressValues, 'is_default'>,
    label: string,
    extra: Record<string, string> = {},
  ) => (
    <TextField
      label={label}
      value={values[name]}
      onValueChange={(v) => setValue(name, v)}
      onBlur={() => form.touch(name)}
      error={errorOf(name)}
      {...extra}
    />
  );
  const submit = form.handleSubmit((valid) => {
    save.mutate(
      { ...valid, ...(address ? { address_id: address.address_id } : {}) },
      {
        onSuccess: onSaved,
        onError: (error) => {
          const field = errorField(error);
          if (field && field in values)
            form.setServerError(field as keyof AddressValues, error.message);
        },
      },
    );
  });
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={address ? t('checkout.address.editTitle') : t('checkout.address.addTitle')}
      className="flex flex-col gap-3"
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {text('first_name', t('checkout.address.firstName'), { autoComplete: 'given-name' })}
        {text('last_name', t('checkout.address.lastName'), { autoComplete: 'family-name' })}
        {text('email', t('checkout.address.email'), { type: 'email', autoComplete: 'email' })}
        {text('telephone', t('checkout.address.telephone'), { type: 'tel', autoComplete: 'tel' })}
        <PlaceField
          label={t('checkout.address.country')}
          value={values.country}
          onChange={(v) => {
            setValue('country', v);
            setValue('state', '');
            setValue('city', '');
          }}
          options={countries.data?.list}
          loading={countries.isPending}
          error={errorOf('country')}
        />
        <PlaceField
          label={t('checkout.address.state')}
          value={values.state}
          onChange={(v) => {
            setValue('state', v);
            setValue('city', '');
          }}
          options={countryCode ? states.data?.list : undefined}
          loading={Boolean(countryCode) && states.isPending}
          error={errorOf('state')}
          disabled={!values.country}
        />
        <PlaceField
          label={t('checkout.address.city')}
          value={values.city}
          onChange={(v) => setValue('city', v)}
          options={stateCode ? cities.data?.list : values.state ? [] : undefined}
          loading={Boolean(stateCode) && cities.isPending}
          error={errorOf('city')}
          disabled={!values.state}
        />
        {text('zip', t('checkout.address.zip'), { autoComplete: 'postal-code' })}
      </div>
      {text('street1', t('checkout.address.street1'), { autoComplete: 'address-line1' })}
      {text('street2', t('checkout.address.street2'), { autoComplete: 'address-line2' })}
      <CheckboxField
        label={t('checkout.address.makeDefault')}
        checked={values.is_default}
        onCheckedChange={(v) => setValue('is_default', v)}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          {t('checkout.address.save')}
        </Button>
        {onCancel ? (
          <Button variant="secondary" onClick={onCancel}>
            {t('checkout.address.cancel')}
          </Button>
        ) : null}
      </div>
    </form>
  );
}

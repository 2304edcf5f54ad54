import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Address } from '@mall/contract/checkout';
import { Money } from '../../../components/money';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useT } from '../../../lib/i18n';
import { showToast } from '../../../lib/toast';
import { useAddresses } from '../api/get-addresses';
import { useRemoveAddress } from '../api/remove-address';
import { useSetDefaultAddress } from '../api/set-default-address';
import { readChoice, stepPath } from '../checkout-steps';
import { AddressForm } from './address-form';
import { CheckoutFrame } from './checkout-frame';

export function formatAddress(
  address: Pick<Address, 'street1' | 'street2' | 'city' | 'state' | 'zip' | 'country'>,
): string {
  return [
    address.street1,
    address.street2,
    address.city,
    address.state,
    address.zip,
    address.country,
  ]
    .filter(Boolean)
    .join(', ');
}

/** Step 2: where to (the address book) and how (the delivery type with its cost). */
export function DeliveryStep() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const choice = readChoice(params);
  const addresses = useAddresses();
  const [picked, setPicked] = useState<number | null>(choice.addressId);
  const [shipping, setShipping] = useState<string | null>(choice.shipping);
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const setDefault = useSetDefaultAddress();
  const remove = useRemoveAddress();
  const list = addresses.data?.addressList ?? [];
  const fallback = list.find((a) => a.is_default)?.address_id ?? list[0]?.address_id ?? null;
  const addressId =
    picked !== null && list.some((a) => a.address_id === picked) ? picked : fallback;
  return (
    <CheckoutFrame
      step="delivery"
      choice={{ ...choice, addressId, shipping }}
      bar={(checkout) => {
        const method = shipping ?? checkout.shippings[0]?.method ?? null;
        return (
          <Button
            className="w-full"
            disabled={!addressId || !method}
            onClick={() =>
              void navigate(stepPath('payment', { ...choice, addressId, shipping: method }))
            }
          >
            {t('checkout.toPayment')}
          </Button>
        );
      }}
    >
      {(checkout) => {
        const method = shipping ?? checkout.shippings[0]?.method ?? null;
        return (
          <>
            <section
              aria-labelledby="address-book"
              className="rounded-xl border border-stone-200 bg-white p-4"
            >
              <div className="mb-3 flex items-center justify-between gap-2">
                <h2 id="address-book" className="text-base font-semibold text-stone-900">
                  {t('checkout.address.title')}
                </h2>
                {editing === null ? (
                  <Button variant="secondary" onClick={() => setEditing('new')}>
                    {t('checkout.address.add')}
                  </Button>
                ) : null}
              </div>
              {editing !== null ? (
                <AddressForm
                  key={editing === 'new' ? 'new' : editing.address_id}
                  address={editing === 'new' ? null : editing}
                  onCancel={list.length > 0 ? () => setEditing(null) : undefined}
                  onSaved={(saved) => {
                    setEditing(null);
                    setPicked(saved.address_id);
                    showToast(t('checkout.address.saved'), 'success');
                  }}
                />
              ) : addresses.isPending ? (
                <Skeleton className="h-24 w-full" />
              ) : list.length === 0 ? (
                <div className="flex flex-col gap-3">
                  <p className="text-sm text-stone-700">{t('checkout.address.none')}</p>
                  <AddressForm address={null} onSaved={(saved) => setPicked(saved.address_id)} />
                </div>
              ) : (
                <fieldset className="min-w-0">
                  <legend className="sr-only">{t('checkout.address.pick')}</legend>
                  <ul className="flex flex-col gap-2">
                    {list.map((address) => (
                      <li
                        key={address.address_id}
                        className={`rounded-lg border p-3 ${address.address_id === addressId ? 'border-accent bg-orange-50/40' : 'border-stone-200'}`}
                      >
                        <label className="flex cursor-pointer items-start gap-2">
                          <input
                            type="radio"
                            name="address"
                            className="mt-1 size-4 accent-accent"
                            checked={address.address_id === addressId}
                            onChange={() => setPicked(address.address_id)}
                          />
                          <span className="flex min-w-0 flex-col text-sm">
                            <span className="font-semibold text-stone-900">
                              {address.first_name} {address.last_name} · {address.telephone}
                              {address.is_default ? (
                                <span className="ms-2 rounded bg-stone-800 px-1.5 py-0.5 text-xs text-white">
                                  {t('checkout.address.default')}
                                </span>
                              ) : null}
                            </span>
                            <span className="text-stone-700">{formatAddress(address)}</span>
                          </span>
                        </label>
                        <div className="mt-2 flex flex-wrap gap-1 ps-6">
                          <Button
                            variant="ghost"
                            className="min-h-9 px-2 text-xs"
                            onClick={() => setEditing(address)}
                          >
                            {t('checkout.address.edit')}
                          </Button>
                          {address.is_default ? null : (
                            <Button
                              variant="ghost"
                              className="min-h-9 px-2 text-xs"
                              disabled={setDefault.isPending}
                              onClick={() => setDefault.mutate(address.address_id)}
                            >
                              {t('checkout.address.setDefault')}
                            </Button>
                          )}
                          <Button
                            variant="ghost"
                            className="min-h-9 px-2 text-xs text-red-800"
                            disabled={remove.isPending}
                            onClick={() => {
                              if (window.confirm(t('checkout.address.removeConfirm')))
                                remove.mutate(address.address_id);
                            }}
                          >
                            {t('checkout.address.remove')}
                            <span className="sr-only"> {formatAddress(address)}</span>
                          </Button>
                        </div>
                      </li>
                    ))}
                  </ul>
                </fieldset>
              )}
            </section>
            <section
              aria-labelledby="delivery-types"
              className="rounded-xl border border-stone-200 bg-white p-4"
            >
              <fieldset>
                <legend id="delivery-types" className="mb-3 text-base font-semibold text-stone-900">
                  {t('checkout.deliveryType')}
                </legend>
                <div className="flex flex-col gap-2">
                  {checkout.shippings.map((option) => (
                    <label
                      key={option.method}
                      className={`flex cursor-pointer items-center gap-2 rounded-lg border p-3 text-sm ${option.method === method ? 'border-accent' : 'border-stone-200'}`}
                    >
                      <input
                        type="radio"
                        name="shipping"
                        className="size-4 accent-accent"
                        checked={option.method === method}
                        onChange={() => setShipping(option.method)}
                      />
                      <span className="flex-1 text-stone-900">{option.label}</span>
                      {option.cost > 0 ? (
                        <Money value={option.cost} kind="amount" className="font-semibold" />
                      ) : (
                        <span className="font-semibold text-emerald-800">{t('checkout.free')}</span>
                      )}
                    </label>
                  ))}
                </div>
              </fieldset>
            </section>
          </>
        );
      }}
    </CheckoutFrame>
  );
}

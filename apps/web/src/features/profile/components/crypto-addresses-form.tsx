import { useState } from 'react';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import { useUpdateUser } from '../api/update-user';
import { placeProfileError } from '../server-errors';
import type { WalletOption } from '../types';
import { addressError } from '../validation';
import { FormFooter, SettingsSection } from './settings-section';

/**
 * The user's own address for each of the platform's crypto wallets (withdrawals go there by
 * default). An emptied address is removed. Sent as one JSON object, wallet code to address.
 */
export function CryptoAddressesForm({
  wallets,
  initial,
}: {
  wallets: readonly WalletOption[];
  initial: Record<string, string>;
}) {
  const t = useT();
  const mutation = useUpdateUser();
  const [values, setValues] = useState<Record<string, string>>(() =>
    Object.fromEntries(wallets.map((w) => [w.code, initial[w.code] ?? ''])),
  );
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const errors = Object.fromEntries(
    wallets.map((w) => [w.code, addressError(values[w.code] ?? '', t)]),
  );
  const valid = Object.values(errors).every((e) => e === undefined);

  return (
    <SettingsSection title={t('profile.cryptoTitle')} description={t('profile.cryptoBody')}>
      {(headingId) => (
        <form
          noValidate
          aria-labelledby={headingId}
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(true);
            if (!valid) return;
            setServerError(null);
            setSaved(false);
            const wallet_address = Object.fromEntries(
              wallets.map((w) => [w.code, (values[w.code] ?? '').trim()]),
            );
            mutation.mutate(
              { wallet_address },
              {
                onSuccess: () => setSaved(true),
                onError: (error) => {
                  const placed = placeProfileError(error, []);
                  if (placed) setServerError(placed.message);
                },
              },
            );
          }}
        >
          {wallets.map((w) => (
            <TextField
              key={w.code}
              label={t('profile.walletAddress', { name: w.name })}
              hint={w.network}
              name={`wallet_address.${w.code}`}
              autoComplete="off"
              spellCheck={false}
              value={values[w.code] ?? ''}
              onValueChange={(value) => {
                setSaved(false);
                setValues((current) => ({ ...current, [w.code]: value }));
                setTouched((current) => ({ ...current, [w.code]: true }));
              }}
              onBlur={() => setTouched((current) => ({ ...current, [w.code]: true }))}
              error={touched[w.code] || submitted ? errors[w.code] : undefined}
            />
          ))}
          <FormFooter
            submitLabel={t('profile.saveCrypto')}
            pending={mutation.isPending}
            error={serverError}
            saved={saved}
          />
        </form>
      )}
    </SettingsSection>
  );
}

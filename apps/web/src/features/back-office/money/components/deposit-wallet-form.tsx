import { useState, type FormEvent } from 'react';
import type { AdminDepositWallet } from '@mall/contract/deposit-wallet';
import {
  CRYPTO_ADDRESS_MAX,
  CRYPTO_ADDRESS_PATTERN,
  DEPOSIT_WALLET_CODE_PATTERN,
} from '@mall/contract/rules';
import { Button } from '../../../../components/ui/button';
import { CheckboxField } from '../../../../components/ui/checkbox-field';
import { TextField } from '../../../../components/ui/text-field';
import { errorField } from '../../../../lib/api-error';
import { showToast } from '../../../../lib/toast';
import { EditDrawer } from '../../components/edit-drawer';
import { useAdminT } from '../../i18n/admin-i18n';
import { useSaveDepositWallet } from '../api/save-deposit-wallet';
import { reasonOf } from '../format';

type Field = 'code' | 'name' | 'network' | 'address' | 'sort' | 'enabled';
type Errors = Partial<Record<Field, string>>;
const FIELDS: readonly string[] = ['code', 'name', 'network', 'address', 'sort', 'enabled'];

const FORM_ID = 'deposit-wallet-form';

/** A deposit wallet's form in a drawer: a new one when `wallet` is null (the code is typed). */
export function DepositWalletForm({
  wallet,
  nextSort,
  onClose,
}: {
  wallet: AdminDepositWallet | null;
  nextSort: number;
  onClose: () => void;
}) {
  const t = useAdminT();
  const save = useSaveDepositWallet();
  const [code, setCode] = useState(wallet?.code ?? '');
  const [name, setName] = useState(wallet?.name ?? '');
  const [network, setNetwork] = useState(wallet?.network ?? '');
  const [address, setAddress] = useState(wallet?.address ?? '');
  const [enabled, setEnabled] = useState(wallet?.enabled ?? true);
  const [sort, setSort] = useState(String(wallet?.sort ?? nextSort));
  const [errors, setErrors] = useState<Errors>({});

  function check(): Errors {
    const found: Errors = {};
    const required = t('money.required');
    if (!code.trim()) found.code = required;
    else if (!DEPOSIT_WALLET_CODE_PATTERN.test(code.trim()))
      found.code = t('money.wallets.codeInvalid');
    if (!name.trim()) found.name = required;
    if (!network.trim()) found.network = required;
    if (!address.trim()) found.address = required;
    else if (!CRYPTO_ADDRESS_PATTERN.test(address.trim()))
      found.address = t('money.wallets.addressInvalid');
    if (!/^\d{1,4}$/.test(sort.trim())) found.sort = t('money.sortInvalid');
    return found;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = check();
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    save.mutate(
      {
        code: code.trim(),
        name: name.trim(),
        network: network.trim(),
        address: address.trim(),
        enabled,
        sort: Number(sort),
      },
      {
        onSuccess: (saved) => {
          showToast(t('money.wallets.saved', { code: saved.code }), 'success');
          onClose();
        },
        onError: (error) => {
          const field = errorField(error);
          if (field && FIELDS.includes(field)) setErrors({ [field]: reasonOf(error) });
          else showToast(error.message);
        },
      },
    );
  }

  return (
    <EditDrawer
      open
      title={
        wallet ? t('money.wallets.editTitle', { code: wallet.code }) : t('money.wallets.newTitle')
      }
      onClose={onClose}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            {t('money.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} disabled={save.isPending}>
            {t('money.save')}
          </Button>
        </div>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-3">
        {wallet ? null : (
          <TextField
            label={t('money.wallets.code')}
            value={code}
            onValueChange={(value) => setCode(value.toUpperCase())}
            hint={t('money.wallets.codeHint')}
            error={errors.code}
            maxLength={32}
          />
        )}
        <TextField
          label={t('money.wallets.name')}
          value={name}
          onValueChange={setName}
          error={errors.name}
          maxLength={60}
        />
        <TextField
          label={t('money.wallets.network')}
          value={network}
          onValueChange={setNetwork}
          error={errors.network}
          maxLength={60}
        />
        <TextField
          label={t('money.wallets.address')}
          value={address}
          onValueChange={setAddress}
          error={errors.address}
          maxLength={CRYPTO_ADDRESS_MAX}
          className="font-mono"
          spellCheck={false}
          autoComplete="off"
        />
        <TextField
          label={t('money.wallets.sort')}
          value={sort}
          onValueChange={setSort}
          error={errors.sort}
          inputMode="numeric"
        />
        <CheckboxField
          label={t('money.wallets.enabledLabel')}
          checked={enabled}
          onCheckedChange={setEnabled}
          error={errors.enabled}
        />
      </form>
    </EditDrawer>
  );
}

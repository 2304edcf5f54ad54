import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import { newRequestId } from '../../../lib/request-id';
import { useWithdraw } from '../api/withdraw';
import type { DepositWallet, WalletRecord } from '../types';
import {
  accountNameError,
  accountNoError,
  amountError,
  compact,
  cryptoAddressError,
  englishNameError,
  remarkError,
} from '../validation';
import { AmountField } from './amount-field';
import { BankFields } from './bank-fields';
import { DualMoney } from './dual-money';
import { RemarkField } from './remark-field';
import { RequestFlow } from './request-flow';
import { useWalletForm } from './use-wallet-form';

/** The user's saved payment settings (profile), to prefill the destination. */
export interface SavedPayout {
  bank_name: string;
  bank_acc_name: string;
  bank_acc_no: string;
  bank_routing_no: string;
  wallet_address: Record<string, string>;
}

interface WithdrawValues {
  method: string;
  amount: string;
  wallet: string;
  address: string;
  bank_name: string;
  bank_acc_name: string;
  bank_acc_no: string;
  bank_routing_no: string;
  remark: string;
}

const FIELDS = [
  'amount',
  'wallet',
  'address',
  'bank_name',
  'bank_acc_name',
  'bank_acc_no',
  'bank_routing_no',
  'remark',
] as const;

export interface WithdrawFormProps {
  /** USD available now. */
  available: number;
  wallets: readonly DepositWallet[];
  saved?: SavedPayout | undefined;
  /** The withdrawals list (where a pending one can be recalled). */
  listPath: string;
  settingsPath: string;
}

export function WithdrawForm(props: WithdrawFormProps) {
  const t = useT();
  return (
    <RequestFlow
      sent={{
        title: t('wallet.withdrawRequestedTitle'),
        body: (record) => (
          <>
            <DualMoney
              value={record.amount}
              className="font-semibold"
              baseClassName="text-emerald-800"
            />{' '}
            {t('wallet.withdrawRequestedBody')}
          </>
        ),
        link: { to: props.listPath, label: t('wallet.seeWithdrawals') },
        again: t('wallet.newWithdrawal'),
      }}
    >
      {(onDone) => <WithdrawFields {...props} onDone={onDone} />}
    </RequestFlow>
  );
}

function WithdrawFields({
  available,
  wallets,
  saved,
  settingsPath,
  onDone,
}: WithdrawFormProps & { onDone: (record: WalletRecord) => void }) {
  const t = useT();
  const mutation = useWithdraw();
  // One key per form: a retry after a lost answer cannot freeze the amount twice.
  const [requestId] = useState(newRequestId);
  const methodName = useId();
  const firstWallet = wallets[0]?.code ?? '';
  const { form, field, send, formError } = useWalletForm<WithdrawValues>(
    {
      method: wallets.length > 0 ? 'crypto' : 'bank',
      amount: '',
      wallet: firstWallet,
      address: saved?.wallet_address[firstWallet] ?? '',
      bank_name: saved?.bank_name ?? '',
      bank_acc_name: saved?.bank_acc_name ?? '',
      bank_acc_no: saved?.bank_acc_no ?? '',
      bank_routing_no: saved?.bank_routing_no ?? '',
      remark: '',
    },
    (v) => {
      const crypto = v.method === 'crypto';
      return compact({
        amount: amountError(v.amount, { available }, t),
        wallet: crypto && !v.wallet ? t('wallet.chooseWallet') : undefined,
        address: crypto ? cryptoAddressError(v.address, t) : undefined,
        bank_name: crypto ? undefined : englishNameError(v.bank_name, t),
        bank_acc_name: crypto ? undefined : accountNameError(v.bank_acc_name, t),
        bank_acc_no: crypto ? undefined : accountNoError(v.bank_acc_no, t),
        bank_routing_no: crypto ? undefined : accountNoError(v.bank_routing_no, t, false),
        remark: remarkError(v.remark, t),
      });
    },
    FIELDS,
  );
  const crypto = form.values.method === 'crypto';
  const prefilled = crypto
    ? Boolean(saved?.wallet_address[form.values.wallet])
    : Boolean(saved?.bank_acc_no);

  const submit = form.handleSubmit((v) => {
    const amount = v.amount.trim().replace(/,/g, '');
    const input = crypto
      ? {
          amount,
          wallet: v.wallet,
          address: v.address.trim(),
          remark: v.remark.trim(),
          request_id: requestId,
        }
      : {
          amount,
          bank_name: v.bank_name.trim(),
          bank_acc_name: v.bank_acc_name.trim(),
          bank_acc_no: v.bank_acc_no.trim(),
          bank_routing_no: v.bank_routing_no.trim(),
          remark: v.remark.trim(),
          request_id: requestId,
        };
    send(mutation, input, onDone);
  });

  return (
    <form
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-5"
      aria-label={t('wallet.withdrawFormLabel')}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-stone-700">
        {t('wallet.availableToWithdraw')}{' '}
        <DualMoney value={available} className="font-semibold text-stone-900" />
      </p>
      <AmountField {...field('amount')} label={t('wallet.withdrawAmountUsd')} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-stone-800">
          {t('wallet.withdrawTo')}
        </legend>
        <div className="flex flex-wrap gap-2">
          {(wallets.length > 0 ? ['crypto', 'bank'] : ['bank']).map((method) => (
            <label
              key={method}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
                form.values.method === method
                  ? 'border-accent bg-accent-soft font-semibold'
                  : 'border-stone-300 bg-white'
              }`}
            >
              <input
                type="radio"
                name={methodName}
                value={method}
                checked={form.values.method === method}
                onChange={() => form.setValue('method', method)}
                className="size-4 accent-accent"
              />
              {method === 'crypto' ? t('wallet.toCrypto') : t('wallet.toBank')}
            </label>
          ))}
        </div>
      </fieldset>
      {crypto ? (
        <div className="grid gap-4 sm:grid-cols-[minmax(10rem,14rem)_1fr]">
          <SelectField
            stacked
            label={t('wallet.withdrawWallet')}
            value={form.values.wallet}
            options={wallets.map((w) => ({ value: w.code, label: `${w.name} · ${w.network}` }))}
            onValueChange={(code) => {
              form.setValue('wallet', code);
              const known = saved?.wallet_address[code];
              if (known !== undefined || !form.values.address)
                form.setValue('address', known ?? '');
            }}
          />
          <TextField
            label={t('wallet.yourAddress')}
            name="address"
            autoComplete="off"
            spellCheck={false}
            {...field('address')}
          />
        </div>
      ) : (
        <BankFields field={field} routing={field('bank_routing_no')} />
      )}
      <p className="text-xs text-stone-600">
        {prefilled ? t('wallet.savedHint') : t('wallet.saveHint')}{' '}
        <Link to={settingsPath} className="font-semibold text-accent underline">
          {t('wallet.editSaved')}
        </Link>
      </p>
      <RemarkField {...field('remark')} />
      <FormAlert message={formError} />
      <p className="text-xs text-stone-600">{t('wallet.withdrawFreezes')}</p>
      <Button
        type="submit"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
        className="sm:self-start"
      >
        {mutation.isPending ? t('wallet.sending') : t('wallet.requestWithdrawal')}
      </Button>
    </form>
  );
}

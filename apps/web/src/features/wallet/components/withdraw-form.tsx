import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useForm } from '../../../hooks/use-form';
import { useT } from '../../../lib/i18n';
import { useWithdraw } from '../api/withdraw';
import { placeWalletError } from '../server-errors';
import type { DepositWallet, WalletRecord } from '../types';
import { accountNoError, amountError, compact, cryptoAddressError, englishNameError, remarkError } from '../validation';
import { AmountField } from './amount-field';
import { DualMoney } from './dual-money';
import { RemarkField } from './remark-field';

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

const FIELDS = ['amount', 'wallet', 'address', 'bank_name', 'bank_acc_name', 'bank_acc_no', 'bank_routing_no', 'remark'] as const;
type Field = (typeof FIELDS)[number];

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
  const [done, setDone] = useState<WalletRecord | null>(null);
  const [round, setRound] = useState(0);
  if (done) return <WithdrawRequested record={done} listPath={props.listPath} onAgain={() => (setDone(null), setRound((r) => r + 1))} />;
  return <WithdrawFields key={round} {...props} onDone={setDone} />;
}

function WithdrawRequested({ record, listPath, onAgain }: { record: WalletRecord; listPath: string; onAgain: () => void }) {
  const t = useT();
  return (
    <div role="status" className="flex flex-col items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <h3 className="text-base font-bold text-emerald-900">{t('wallet.withdrawRequestedTitle')}</h3>
      <p className="text-sm text-emerald-900">
        <DualMoney value={record.amount} className="font-semibold" baseClassName="text-emerald-800" /> {t('wallet.withdrawRequestedBody')}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={listPath} className={buttonClass('primary')}>
          {t('wallet.seeWithdrawals')}
        </Link>
        <Button variant="secondary" onClick={onAgain}>
          {t('wallet.newWithdrawal')}
        </Button>
      </div>
    </div>
  );
}

function WithdrawFields({ available, wallets, saved, settingsPath, onDone }: WithdrawFormProps & { onDone: (record: WalletRecord) => void }) {
  const t = useT();
  const mutation = useWithdraw();
  const methodName = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const firstWallet = wallets[0]?.code ?? '';
  const form = useForm<WithdrawValues>(
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
        bank_acc_name: crypto ? undefined : englishNameError(v.bank_acc_name, t),
        bank_acc_no: crypto ? undefined : accountNoError(v.bank_acc_no, t),
        bank_routing_no: crypto ? undefined : accountNoError(v.bank_routing_no, t, false),
        remark: remarkError(v.remark, t),
      });
    },
  );
  const crypto = form.values.method === 'crypto';
  const prefilled = crypto ? Boolean(saved?.wallet_address[form.values.wallet]) : Boolean(saved?.bank_acc_no);

  const submit = form.handleSubmit((v) => {
    setFormError(null);
    const amount = v.amount.trim().replace(/,/g, '');
    const input = crypto
      ? { amount, wallet: v.wallet, address: v.address.trim(), remark: v.remark.trim() }
      : {
          amount,
          bank_name: v.bank_name.trim(),
          bank_acc_name: v.bank_acc_name.trim(),
          bank_acc_no: v.bank_acc_no.trim(),
          bank_routing_no: v.bank_routing_no.trim(),
          remark: v.remark.trim(),
        };
    mutation.mutate(input, {
      onSuccess: onDone,
      onError: (error) => {
        const placed = placeWalletError<Field>(error, FIELDS);
        if (placed?.field) form.setServerError(placed.field, placed.message);
        else if (placed) setFormError(placed.message);
      },
    });
  });

  const field = (name: Exclude<keyof WithdrawValues, 'method'>) => ({
    value: form.values[name],
    onValueChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
  });

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-5" aria-label={t('wallet.withdrawFormLabel')}>
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-stone-700">
        {t('wallet.availableToWithdraw')} <DualMoney value={available} className="font-semibold text-stone-900" />
      </p>
      <AmountField {...field('amount')} label={t('wallet.withdrawAmountUsd')} />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-stone-800">{t('wallet.withdrawTo')}</legend>
        <div className="flex flex-wrap gap-2">
          {(wallets.length > 0 ? ['crypto', 'bank'] : ['bank']).map((method) => (
            <label
              key={method}
              className={`flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${
                form.values.method === method ? 'border-accent bg-accent-soft font-semibold' : 'border-stone-300 bg-white'
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
              if (known !== undefined || !form.values.address) form.setValue('address', known ?? '');
            }}
          />
          <TextField label={t('wallet.yourAddress')} name="address" autoComplete="off" spellCheck={false} {...field('address')} />
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('wallet.bankName')} name="bank_name" autoComplete="off" {...field('bank_name')} />
          <TextField label={t('wallet.bankAccName')} name="bank_acc_name" autoComplete="off" {...field('bank_acc_name')} />
          <TextField label={t('wallet.bankAccNo')} name="bank_acc_no" autoComplete="off" {...field('bank_acc_no')} />
          <TextField label={t('wallet.bankRoutingNo')} labelNote={t('wallet.optional')} name="bank_routing_no" autoComplete="off" {...field('bank_routing_no')} />
        </div>
      )}
      <p className="text-xs text-stone-600">
        {prefilled ? t('wallet.savedHint') : t('wallet.saveHint')}{' '}
        <Link to={settingsPath} className="font-semibold text-accent underline">
          {t('wallet.editSaved')}
        </Link>
      </p>
      <RemarkField {...field('remark')} />
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <p className="text-xs text-stone-600">{t('wallet.withdrawFreezes')}</p>
      <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined} className="sm:self-start">
        {mutation.isPending ? t('wallet.sending') : t('wallet.requestWithdrawal')}
      </Button>
    </form>
  );
}

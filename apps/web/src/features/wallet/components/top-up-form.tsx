import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button';
import type { Uploader } from '../../../components/ui/image-upload';
import { TextField } from '../../../components/ui/text-field';
import { useForm } from '../../../hooks/use-form';
import { useT } from '../../../lib/i18n';
import type { UploadResult } from '../../../lib/upload';
import { useSubmitTopUp } from '../api/submit-top-up';
import { placeWalletError } from '../server-errors';
import type { DepositWallet, WalletRecord } from '../types';
import { accountNoError, amountError, compact, englishNameError, remarkError, transactionIdError } from '../validation';
import { AmountField } from './amount-field';
import { CertificateField } from './certificate-field';
import { DepositAddress } from './deposit-address';
import { DualMoney } from './dual-money';
import { RemarkField } from './remark-field';

export interface TopUpValues {
  wallet: string;
  amount: string;
  transcation_id: string;
  bank_name: string;
  bank_acc_name: string;
  bank_acc_no: string;
  remark: string;
}

const FIELDS = ['wallet', 'amount', 'transcation_id', 'bank_name', 'bank_acc_name', 'bank_acc_no', 'remark', 'certificate'] as const;
type Field = (typeof FIELDS)[number];

export interface TopUpFormProps {
  method: 'crypto' | 'bank';
  /** The platform's deposit wallets (crypto). */
  wallets?: readonly DepositWallet[];
  /** USD, from the website config. */
  minRecharge: number;
  /** Where the bank details of the store can be asked for (bank top-ups). */
  supportPath?: string;
  upload?: Uploader;
  /** After a submission, a link to the history. */
  historyPath: string;
}

/**
 * An offline top-up: to a deposit wallet (crypto) or by bank transfer. The user pays outside the
 * store, then sends the amount, the transaction id and a certificate; an admin decides.
 */
export function TopUpForm(props: TopUpFormProps) {
  const [done, setDone] = useState<WalletRecord | null>(null);
  const [round, setRound] = useState(0);
  if (done) return <TopUpSubmitted record={done} historyPath={props.historyPath} onAgain={() => (setDone(null), setRound((r) => r + 1))} />;
  return <TopUpFields key={round} {...props} onDone={setDone} />;
}

function TopUpSubmitted({ record, historyPath, onAgain }: { record: WalletRecord; historyPath: string; onAgain: () => void }) {
  const t = useT();
  return (
    <div role="status" className="flex flex-col items-start gap-3 rounded-xl border border-emerald-200 bg-emerald-50 p-4">
      <h3 className="text-base font-bold text-emerald-900">{t('wallet.submittedTitle')}</h3>
      <p className="text-sm text-emerald-900">
        {t('wallet.submittedBody')} <DualMoney value={record.amount} className="font-semibold" baseClassName="text-emerald-800" />
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={historyPath} className={buttonClass('primary')}>
          {t('wallet.seeHistory')}
        </Link>
        <Button variant="secondary" onClick={onAgain}>
          {t('wallet.newTopUp')}
        </Button>
      </div>
    </div>
  );
}

function TopUpFields({ method, wallets = [], minRecharge, supportPath, upload, onDone }: TopUpFormProps & { onDone: (record: WalletRecord) => void }) {
  const t = useT();
  const mutation = useSubmitTopUp();
  const [certificate, setCertificate] = useState<UploadResult | null>(null);
  const [certificateError, setCertificateError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [tried, setTried] = useState(false);
  const crypto = method === 'crypto';
  const form = useForm<TopUpValues>(
    { wallet: wallets[0]?.code ?? '', amount: '', transcation_id: '', bank_name: '', bank_acc_name: '', bank_acc_no: '', remark: '' },
    (v) =>
      compact({
        wallet: crypto && !v.wallet ? t('wallet.chooseWallet') : undefined,
        amount: amountError(v.amount, { min: minRecharge }, t),
        transcation_id: transactionIdError(v.transcation_id, t),
        bank_name: crypto ? undefined : englishNameError(v.bank_name, t),
        bank_acc_name: crypto ? undefined : englishNameError(v.bank_acc_name, t),
        bank_acc_no: crypto ? undefined : accountNoError(v.bank_acc_no, t),
        remark: remarkError(v.remark, t),
      }),
  );
  const missingCertificate = tried && !certificate ? t('wallet.certificateRequired') : undefined;

  const submit = form.handleSubmit((v) => {
    if (!certificate) return;
    setFormError(null);
    const common = { amount: v.amount.trim().replace(/,/g, ''), transcation_id: v.transcation_id.trim(), certificate: certificate.path, remark: v.remark.trim() };
    const input = crypto
      ? { method: 'crypto' as const, wallet: v.wallet, ...common }
      : { method: 'bank' as const, bank_name: v.bank_name.trim(), bank_acc_name: v.bank_acc_name.trim(), bank_acc_no: v.bank_acc_no.trim(), ...common };
    mutation.mutate(input, {
      onSuccess: onDone,
      onError: (error) => {
        const placed = placeWalletError<Field>(error, FIELDS);
        if (placed?.field === 'certificate') setCertificateError(placed.message);
        else if (placed?.field) form.setServerError(placed.field, placed.message);
        else if (placed) setFormError(placed.message);
      },
    });
  });

  const field = (name: keyof TopUpValues) => ({
    value: form.values[name],
    onValueChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
  });

  return (
    <form
      noValidate
      onSubmit={(event) => {
        setTried(true);
        submit(event);
      }}
      className="flex flex-col gap-5"
      aria-label={crypto ? t('wallet.cryptoFormLabel') : t('wallet.bankFormLabel')}
    >
      {crypto ? (
        <>
          <Step n={1} title={t('wallet.stepSend')} />
          <DepositAddress wallets={wallets} selected={form.values.wallet} onSelect={(code) => form.setValue('wallet', code)} error={form.errorOf('wallet')} />
        </>
      ) : (
        <>
          <Step n={1} title={t('wallet.stepBankSend')} />
          <p className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-700">
            {t('wallet.bankIntro')}{' '}
            {supportPath ? (
              <Link to={supportPath} className="font-semibold text-accent underline">
                {t('wallet.askSupport')}
              </Link>
            ) : null}
          </p>
        </>
      )}
      <Step n={2} title={t('wallet.stepDetails')} />
      <AmountField {...field('amount')} note={t('wallet.minimum', { min: minRecharge.toFixed(2) })} />
      {crypto ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label={t('wallet.bankName')} name="bank_name" autoComplete="off" {...field('bank_name')} />
          <TextField label={t('wallet.bankAccName')} name="bank_acc_name" autoComplete="off" {...field('bank_acc_name')} />
          <TextField label={t('wallet.bankAccNo')} name="bank_acc_no" autoComplete="off" className="sm:col-span-2" {...field('bank_acc_no')} />
        </div>
      )}
      <TextField label={t('wallet.transactionId')} name="transcation_id" autoComplete="off" spellCheck={false} hint={t('wallet.transactionIdHint')} {...field('transcation_id')} />
      <CertificateField
        value={certificate}
        onChange={(value) => {
          setCertificate(value);
          setCertificateError(undefined);
        }}
        error={certificateError ?? missingCertificate}
        upload={upload}
      />
      <RemarkField {...field('remark')} />
      {formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {formError}
        </p>
      ) : null}
      <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined} className="sm:self-start">
        {mutation.isPending ? t('wallet.sending') : crypto ? t('wallet.submitTopUp') : t('wallet.submitBankTopUp')}
      </Button>
    </form>
  );
}

function Step({ n, title }: { n: number; title: string }) {
  return (
    <h3 className="flex items-center gap-2 text-base font-bold text-stone-900">
      <span aria-hidden="true" className="grid size-6 place-items-center rounded-full bg-accent text-xs text-white">
        {n}
      </span>
      {title}
    </h3>
  );
}

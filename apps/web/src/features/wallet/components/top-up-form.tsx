import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import type { Uploader } from '../../../components/ui/image-upload';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import type { UploadResult } from '../../../lib/upload';
import { useSubmitTopUp } from '../api/submit-top-up';
import type { DepositWallet, WalletRecord } from '../types';
import {
  accountNameError,
  accountNoError,
  amountError,
  compact,
  englishNameError,
  remarkError,
  transactionIdError,
} from '../validation';
import { AmountField } from './amount-field';
import { BankFields } from './bank-fields';
import { CertificateField } from './certificate-field';
import { DepositAddress } from './deposit-address';
import { DualMoney } from './dual-money';
import { RemarkField } from './remark-field';
import { RequestFlow } from './request-flow';
import { useWalletForm } from './use-wallet-form';

export interface TopUpValues {
  wallet: string;
  amount: string;
  transcation_id: string;
  bank_name: string;
  bank_acc_name: string;
  bank_acc_no: string;
  remark: string;
}

const FIELDS = [
  'wallet',
  'amount',
  'transcation_id',
  'bank_name',
  'bank_acc_name',
  'bank_acc_no',
  'remark',
] as const;

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
  const t = useT();
  return (
    <RequestFlow
      sent={{
        title: t('wallet.submittedTitle'),
        body: (record) => (
          <>
            {t('wallet.submittedBody')}{' '}
            <DualMoney
              value={record.amount}
              className="font-semibold"
              baseClassName="text-emerald-800"
            />
          </>
        ),
        link: { to: props.historyPath, label: t('wallet.seeHistory') },
        again: t('wallet.newTopUp'),
      }}
    >
      {(onDone) => <TopUpFields {...props} onDone={onDone} />}
    </RequestFlow>
  );
}

function TopUpFields({
  method,
  wallets = [],
  minRecharge,
  supportPath,
  upload,
  onDone,
}: TopUpFormProps & { onDone: (record: WalletRecord) => void }) {
  const t = useT();
  const mutation = useSubmitTopUp();
  const [certificate, setCertificate] = useState<UploadResult | null>(null);
  const [certificateError, setCertificateError] = useState<string | undefined>();
  const [tried, setTried] = useState(false);
  const crypto = method === 'crypto';
  const { form, field, send, formError } = useWalletForm<TopUpValues>(
    {
      wallet: wallets[0]?.code ?? '',
      amount: '',
      transcation_id: '',
      bank_name: '',
      bank_acc_name: '',
      bank_acc_no: '',
      remark: '',
    },
    (v) =>
      compact({
        wallet: crypto && !v.wallet ? t('wallet.chooseWallet') : undefined,
        amount: amountError(v.amount, { min: minRecharge }, t),
        transcation_id: transactionIdError(v.transcation_id, t),
        bank_name: crypto ? undefined : englishNameError(v.bank_name, t),
        bank_acc_name: crypto ? undefined : accountNameError(v.bank_acc_name, t),
        bank_acc_no: crypto ? undefined : accountNoError(v.bank_acc_no, t),
        remark: remarkError(v.remark, t),
      }),
    FIELDS,
    { certificate: setCertificateError },
  );
  const missingCertificate = tried && !certificate ? t('wallet.certificateRequired') : undefined;

  const submit = form.handleSubmit((v) => {
    if (!certificate) return;
    const common = {
      amount: v.amount.trim().replace(/,/g, ''),
      transcation_id: v.transcation_id.trim(),
      certificate: certificate.path,
      remark: v.remark.trim(),
    };
    const input = crypto
      ? { method: 'crypto' as const, wallet: v.wallet, ...common }
      : {
          method: 'bank' as const,
          bank_name: v.bank_name.trim(),
          bank_acc_name: v.bank_acc_name.trim(),
          bank_acc_no: v.bank_acc_no.trim(),
          ...common,
        };
    send(mutation, input, onDone);
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
          <DepositAddress
            wallets={wallets}
            selected={form.values.wallet}
            onSelect={(code) => form.setValue('wallet', code)}
            error={form.errorOf('wallet')}
          />
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
      <AmountField
        {...field('amount')}
        note={t('wallet.minimum', { min: minRecharge.toFixed(2) })}
      />
      {crypto ? null : <BankFields field={field} />}
      <TextField
        label={t('wallet.transactionId')}
        name="transcation_id"
        autoComplete="off"
        spellCheck={false}
        hint={t('wallet.transactionIdHint')}
        {...field('transcation_id')}
      />
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
      <FormAlert message={formError} />
      <Button
        type="submit"
        disabled={mutation.isPending}
        aria-busy={mutation.isPending || undefined}
        className="sm:self-start"
      >
        {mutation.isPending
          ? t('wallet.sending')
          : crypto
            ? t('wallet.submitTopUp')
            : t('wallet.submitBankTopUp')}
      </Button>
    </form>
  );
}

function Step({ n, title }: { n: number; title: string }) {
  return (
    <h3 className="flex items-center gap-2 text-base font-bold text-stone-900">
      <span
        aria-hidden="true"
        className="grid size-6 place-items-center rounded-full bg-accent text-xs text-white"
      >
        {n}
      </span>
      {title}
    </h3>
  );
}

import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';

type BankField = 'bank_name' | 'bank_acc_name' | 'bank_acc_no';

/** The props of a text field bound to one value (`useWalletForm`'s `field`). */
interface BoundField {
  value: string;
  onValueChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * The bank account a top-up came from or a withdrawal goes to: bank, holder and account number,
 * and (withdrawals, given its bound field) the optional routing number.
 */
export function BankFields({
  field,
  routing,
}: {
  field: (name: BankField) => BoundField;
  routing?: BoundField;
}) {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={t('wallet.bankName')}
        name="bank_name"
        autoComplete="off"
        {...field('bank_name')}
      />
      <TextField
        label={t('wallet.bankAccName')}
        name="bank_acc_name"
        autoComplete="off"
        {...field('bank_acc_name')}
      />
      <TextField
        label={t('wallet.bankAccNo')}
        name="bank_acc_no"
        autoComplete="off"
        className={routing ? undefined : 'sm:col-span-2'}
        {...field('bank_acc_no')}
      />
      {routing ? (
        <TextField
          label={t('wallet.bankRoutingNo')}
          labelNote={t('wallet.optional')}
          name="bank_routing_no"
          autoComplete="off"
          {...routing}
        />
      ) : null}
    </div>
  );
}

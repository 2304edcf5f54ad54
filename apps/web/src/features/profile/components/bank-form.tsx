import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import { validateBank, type BankValues } from '../validation';
import { FormFooter, SettingsSection } from './settings-section';
import { useSettingsForm } from './use-settings-form';

/** The bank account withdrawals go to by default; an emptied field is cleared. */
export function BankForm({ initial }: { initial: BankValues }) {
  const t = useT();
  const { form, field, save, pending, formError, saved } = useSettingsForm<BankValues>(
    initial,
    (v) => validateBank(v, t),
  );
  const submit = form.handleSubmit((v) =>
    save({
      bank_name: v.bank_name.trim(),
      bank_acc_name: v.bank_acc_name.trim(),
      bank_acc_no: v.bank_acc_no.trim(),
      bank_routing_no: v.bank_routing_no.trim(),
    }),
  );
  return (
    <SettingsSection title={t('profile.bankTitle')} description={t('profile.bankBody')}>
      {(headingId) => (
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby={headingId}
          className="grid gap-4 sm:grid-cols-2"
        >
          <TextField label={t('profile.bankName')} autoComplete="off" {...field('bank_name')} />
          <TextField
            label={t('profile.bankAccName')}
            autoComplete="off"
            {...field('bank_acc_name')}
          />
          <TextField label={t('profile.bankAccNo')} autoComplete="off" {...field('bank_acc_no')} />
          <TextField
            label={t('profile.bankRoutingNo')}
            autoComplete="off"
            {...field('bank_routing_no')}
          />
          <FormFooter
            submitLabel={t('profile.saveBank')}
            pending={pending}
            error={formError}
            saved={saved}
          />
        </form>
      )}
    </SettingsSection>
  );
}

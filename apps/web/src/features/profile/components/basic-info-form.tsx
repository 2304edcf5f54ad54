import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import { validateBasic, type BasicValues } from '../validation';
import { FormFooter, SettingsSection } from './settings-section';
import { useSettingsForm } from './use-settings-form';

/** Name, phone and address. The email is the login and is shown, not edited. */
export function BasicInfoForm({ initial, email }: { initial: BasicValues; email: string }) {
  const t = useT();
  const { form, field, save, pending, formError, saved } = useSettingsForm<BasicValues>(
    initial,
    (v) => validateBasic(v, t),
  );
  const submit = form.handleSubmit((v) =>
    save({
      firstname: v.firstname.trim(),
      lastname: v.lastname.trim(),
      phone: v.phone.trim(),
      address: v.address.trim(),
    }),
  );
  return (
    <SettingsSection title={t('profile.basicTitle')} description={t('profile.basicBody')}>
      {(headingId) => (
        <form
          noValidate
          onSubmit={submit}
          aria-labelledby={headingId}
          className="grid gap-4 sm:grid-cols-2"
        >
          <TextField
            label={t('profile.firstname')}
            autoComplete="given-name"
            {...field('firstname')}
          />
          <TextField
            label={t('profile.lastname')}
            labelNote={t('profile.optional')}
            autoComplete="family-name"
            {...field('lastname')}
          />
          <TextField
            label={t('profile.email')}
            value={email}
            onValueChange={() => undefined}
            readOnly
            hint={t('profile.emailHint')}
            className="sm:col-span-2"
          />
          <TextField
            label={t('profile.phone')}
            labelNote={t('profile.optional')}
            type="tel"
            autoComplete="tel"
            inputMode="tel"
            {...field('phone')}
          />
          <TextField
            label={t('profile.address')}
            labelNote={t('profile.optional')}
            autoComplete="street-address"
            {...field('address')}
          />
          <FormFooter
            submitLabel={t('profile.saveBasic')}
            pending={pending}
            error={formError}
            saved={saved}
          />
        </form>
      )}
    </SettingsSection>
  );
}

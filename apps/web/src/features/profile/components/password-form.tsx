import { useState } from 'react';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { useT } from '../../../lib/i18n';
import { validatePassword, type PasswordValues } from '../validation';
import { FormFooter, SettingsSection } from './settings-section';
import { useSettingsForm } from './use-settings-form';

const EMPTY: PasswordValues = { current_password: '', password: '', confirm_password: '' };

/** Changes the password (the current one is asked again); the other sessions of the account end. */
export function PasswordForm() {
  const t = useT();
  const [round, setRound] = useState(0);
  const [changed, setChanged] = useState(false);
  return (
    <SettingsSection title={t('profile.passwordTitle')} description={t('profile.passwordBody')}>
      {(headingId) => (
        <PasswordFields
          key={round}
          headingId={headingId}
          changed={changed}
          onEdit={() => setChanged(false)}
          onChanged={() => {
            setChanged(true);
            setRound((r) => r + 1);
          }}
        />
      )}
    </SettingsSection>
  );
}

function PasswordFields({
  headingId,
  changed,
  onEdit,
  onChanged,
}: {
  headingId: string;
  changed: boolean;
  onEdit: () => void;
  onChanged: () => void;
}) {
  const t = useT();
  const [show, setShow] = useState(false);
  const { form, field, save, pending, formError } = useSettingsForm<PasswordValues>(EMPTY, (v) =>
    validatePassword(v, t),
  );
  const submit = form.handleSubmit((v) =>
    save(
      {
        current_password: v.current_password,
        password: v.password,
        confirm_password: v.confirm_password,
      },
      onChanged,
    ),
  );
  const edit = (name: keyof PasswordValues) => {
    const props = field(name);
    return { ...props, onValueChange: (value: string) => (onEdit(), props.onValueChange(value)) };
  };
  const type = show ? 'text' : 'password';
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-labelledby={headingId}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField
        label={t('profile.currentPassword')}
        type={type}
        autoComplete="current-password"
        className="sm:col-span-2 sm:max-w-sm"
        {...edit('current_password')}
      />
      <TextField
        label={t('profile.newPassword')}
        type={type}
        autoComplete="new-password"
        hint={t('validation.passwordMin', { min: 8 })}
        {...edit('password')}
      />
      <TextField
        label={t('profile.confirmPassword')}
        type={type}
        autoComplete="new-password"
        {...edit('confirm_password')}
      />
      <div className="sm:col-span-2">
        <CheckboxField
          label={t('profile.showPasswords')}
          checked={show}
          onCheckedChange={setShow}
        />
      </div>
      <FormFooter
        submitLabel={t('profile.changePassword')}
        pending={pending}
        error={formError}
        saved={false}
      />
      {changed ? (
        <p
          role="status"
          className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900 sm:col-span-2"
        >
          {t('profile.passwordChanged')}
        </p>
      ) : null}
    </form>
  );
}

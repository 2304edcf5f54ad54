import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import type { useForm } from '../../../hooks/use-form';
import type { RegisterValues } from '../validation';

type Form = ReturnType<typeof useForm<RegisterValues>>;
type TextName = Exclude<keyof RegisterValues, 'agree'>;

/** The text inputs of the registration form. */
export function RegisterFields({ form }: { form: Form }) {
  const t = useT();
  const [showPassword, setShowPassword] = useState(false);
  const field = (name: TextName) => ({
    name,
    value: form.values[name],
    onValueChange: (value: string) => form.setValue(name, value),
    onBlur: () => form.touch(name),
    error: form.errorOf(name),
  });
  const passwordType = showPassword ? 'text' : 'password';
  return (
    <>
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        {...field('email')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('auth.firstname')} autoComplete="given-name" {...field('firstname')} />
        <TextField
          label={t('auth.lastname')}
          labelNote={t('auth.optional')}
          autoComplete="family-name"
          {...field('lastname')}
        />
      </div>
      <TextField
        label={t('auth.password')}
        type={passwordType}
        autoComplete="new-password"
        hint={t('auth.passwordHint')}
        {...field('password')}
      />
      <TextField
        label={t('auth.confirmPassword')}
        type={passwordType}
        autoComplete="new-password"
        {...field('confirm_password')}
      />
      <CheckboxField
        label={t('auth.showPassword')}
        checked={showPassword}
        onCheckedChange={setShowPassword}
      />
      <TextField
        label={t('auth.inviteCode')}
        labelNote={t('auth.optional')}
        autoComplete="off"
        {...field('invite_code')}
      />
    </>
  );
}

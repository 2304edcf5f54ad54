import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Link } from 'react-router';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { useLogin } from '../api/login';
import { validateLogin, type LoginValues } from '../validation';
import { AuthFormFooter } from './auth-form-footer';
import { useAuthForm } from './use-auth-form';

const FIELDS = ['email', 'password'] as const;
const INITIAL: LoginValues = { email: '', password: '' };

export function LoginForm() {
  const t = useT();
  const mutation = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  const { form, submit, formError, redirect } = useAuthForm<LoginValues>(
    INITIAL,
    (v) => validateLogin(v, t),
    mutation,
    FIELDS,
  );

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={form.values.email}
        onValueChange={(v) => form.setValue('email', v)}
        onBlur={() => form.touch('email')}
        error={form.errorOf('email')}
      />
      <TextField
        label={t('auth.password')}
        type={showPassword ? 'text' : 'password'}
        name="password"
        autoComplete="current-password"
        value={form.values.password}
        onValueChange={(v) => form.setValue('password', v)}
        onBlur={() => form.touch('password')}
        error={form.errorOf('password')}
      />
      <CheckboxField
        label={t('auth.showPassword')}
        checked={showPassword}
        onCheckedChange={setShowPassword}
      />
      <AuthFormFooter
        submitLabel={t('auth.submitLogin')}
        pending={mutation.isPending}
        formError={formError}
        other={{
          question: t('auth.noAccount'),
          label: t('auth.createAccount'),
          to: `/pages/users/register?redirect=${encodeURIComponent(redirect)}`,
        }}
      />
      <p className="text-center text-sm">
        <Link className="text-stone-700 underline" to="/pages/users/tiktok">
          {t('auth.videoLogin')}
        </Link>
      </p>
    </form>
  );
}

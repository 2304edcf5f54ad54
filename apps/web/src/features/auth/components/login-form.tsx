import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { TextField } from '../../../components/ui/text-field';
import { useForm } from '../../../hooks/use-form';
import { safeRedirect } from '../../../lib/navigation';
import { useLogin } from '../api/login';
import { validateLogin, type LoginValues } from '../validation';
import { FormAlert } from './form-alert';
import { placeServerError } from './server-errors';

const FIELDS = ['email', 'password'] as const;

export function LoginForm() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const mutation = useLogin();
  const [showPassword, setShowPassword] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LoginValues>({ email: '', password: '' }, (v) => validateLogin(v, t));

  const submit = form.handleSubmit((values) => {
    setFormError(null);
    mutation.mutate(values, {
      onSuccess: () => void navigate(redirect, { replace: true }),
      onError: (error) => {
        const placed = placeServerError(error, FIELDS);
        if (placed?.field) form.setServerError(placed.field, placed.message);
        else if (placed) setFormError(placed.message);
      },
    });
  });

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
      <CheckboxField label={t('auth.showPassword')} checked={showPassword} onCheckedChange={setShowPassword} />
      <FormAlert message={formError} />
      <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
        {mutation.isPending ? t('auth.sending') : t('auth.submitLogin')}
      </Button>
      <p className="text-center text-sm text-stone-700">
        {t('auth.noAccount')}{' '}
        <Link className="font-semibold text-accent underline" to={`/pages/users/register?redirect=${encodeURIComponent(redirect)}`}>
          {t('auth.createAccount')}
        </Link>
      </p>
      <p className="text-center text-sm">
        <Link className="text-stone-700 underline" to="/pages/users/tiktok">
          {t('auth.videoLogin')}
        </Link>
      </p>
    </form>
  );
}

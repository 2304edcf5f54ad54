import { useState } from 'react';
import { useT } from '../../../lib/i18n';
import { Trans } from '../../../lib/trans';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useForm } from '../../../hooks/use-form';
import { safeRedirect } from '../../../lib/navigation';
import { useRegister } from '../api/register';
import { validateRegister, type RegisterValues } from '../validation';
import { FormAlert } from './form-alert';
import { RegisterFields } from './register-fields';
import { placeServerError } from './server-errors';

const FIELDS = ['email', 'firstname', 'lastname', 'password', 'confirm_password', 'invite_code', 'agree'] as const;
const INITIAL: RegisterValues = { email: '', firstname: '', lastname: '', password: '', confirm_password: '', invite_code: '', agree: false };

export function RegisterForm() {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const mutation = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<RegisterValues>(INITIAL, (v) => validateRegister(v, t));

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
      <RegisterFields form={form} />
      <CheckboxField
        name="agree"
        checked={form.values.agree}
        onCheckedChange={(checked) => form.setValue('agree', checked)}
        onBlur={() => form.touch('agree')}
        error={form.errorOf('agree')}
        label={
          <Trans
            k="auth.agree"
            components={{ terms: <Link to="/pages/policy/terms" className="font-semibold text-accent underline" /> }}
          />
        }
      />
      <FormAlert message={formError} />
      <Button type="submit" disabled={mutation.isPending} aria-busy={mutation.isPending || undefined}>
        {mutation.isPending ? t('auth.sending') : t('auth.submitRegister')}
      </Button>
      <p className="text-center text-sm text-stone-700">
        {t('auth.haveAccount')}{' '}
        <Link className="font-semibold text-accent underline" to={`/pages/users/login?redirect=${encodeURIComponent(redirect)}`}>
          {t('auth.loginInstead')}
        </Link>
      </p>
    </form>
  );
}

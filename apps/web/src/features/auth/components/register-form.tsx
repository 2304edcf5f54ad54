import { useT } from '../../../lib/i18n';
import { Trans } from '../../../lib/trans';
import { Link } from 'react-router';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { useRegister } from '../api/register';
import { validateRegister, type RegisterValues } from '../validation';
import { AuthFormFooter } from './auth-form-footer';
import { RegisterFields } from './register-fields';
import { useAuthForm } from './use-auth-form';

const FIELDS = [
  'email',
  'firstname',
  'lastname',
  'password',
  'confirm_password',
  'invite_code',
  'agree',
] as const;
const INITIAL: RegisterValues = {
  email: '',
  firstname: '',
  lastname: '',
  password: '',
  confirm_password: '',
  invite_code: '',
  agree: false,
};

export function RegisterForm() {
  const t = useT();
  const mutation = useRegister();
  const { form, submit, formError, redirect } = useAuthForm<RegisterValues>(
    INITIAL,
    (v) => validateRegister(v, t),
    mutation,
    FIELDS,
  );

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
            components={{
              terms: (
                <Link to="/pages/policy/terms" className="font-semibold text-accent underline" />
              ),
            }}
          />
        }
      />
      <AuthFormFooter
        submitLabel={t('auth.submitRegister')}
        pending={mutation.isPending}
        formError={formError}
        other={{
          question: t('auth.haveAccount'),
          label: t('auth.loginInstead'),
          to: `/pages/users/login?redirect=${encodeURIComponent(redirect)}`,
        }}
      />
    </form>
  );
}

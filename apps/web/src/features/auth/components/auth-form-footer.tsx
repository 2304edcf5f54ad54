import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useT } from '../../../lib/i18n';

export interface AuthFormFooterProps {
  submitLabel: string;
  pending: boolean;
  /** A message from the server that belongs to no field. */
  formError: string | null;
  /** The way to the other form (log in ↔ create an account), keeping the redirect. */
  other: { question: string; label: string; to: string };
}

/** The end of the login and registration forms: a form-level error, the submit button, the other form. */
export function AuthFormFooter({ submitLabel, pending, formError, other }: AuthFormFooterProps) {
  const t = useT();
  return (
    <>
      <FormAlert message={formError} />
      <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
        {pending ? t('auth.sending') : submitLabel}
      </Button>
      <p className="text-center text-sm text-stone-700">
        {other.question}{' '}
        <Link className="font-semibold text-accent underline" to={other.to}>
          {other.label}
        </Link>
      </p>
    </>
  );
}

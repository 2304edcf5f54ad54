import { useId, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { useT } from '../../../lib/i18n';

/** One card of the settings page: a heading, a line on what it is for, its form. */
export function SettingsSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: (headingId: string) => ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl border border-stone-200 bg-white p-4 md:p-6"
    >
      <h2 id={id} className="text-lg font-bold text-stone-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
      <div className="mt-4">{children(id)}</div>
    </section>
  );
}

export interface FormFooterProps {
  submitLabel: string;
  pending: boolean;
  /** A message from the server that belongs to no field. */
  error: string | null;
  /** Shown after a successful save until the form changes again. */
  saved: boolean;
}

/** The end of a settings form: a form-level error, the submit button and a polite "Saved". */
export function FormFooter({ submitLabel, pending, error, saved }: FormFooterProps) {
  const t = useT();
  return (
    <div className="flex flex-col gap-3 sm:col-span-2">
      <FormAlert message={error} />
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
          {pending ? t('profile.saving') : submitLabel}
        </Button>
        <span role="status" className="text-sm font-semibold text-emerald-800">
          {saved ? t('profile.saved') : ''}
        </span>
      </div>
    </div>
  );
}

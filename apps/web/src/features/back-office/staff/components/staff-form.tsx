import { useState, type FormEvent } from 'react';
import { STAFF_ROLES, type StaffRole } from '@mall/contract/staff';
import type { StaffMember } from '@mall/contract/staff-accounts';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { showToast } from '../../../../lib/toast';
import { EditDrawer } from '../../components/edit-drawer';
import { useAdminT } from '../../i18n/admin-i18n';
import { useSaveStaff, type StaffSaveValues } from '../api/save-staff';
import { staffRefusal } from '../staff-refusal';
import { validateStaff, type StaffFormErrors } from '../staff-validation';

const FORM_ID = 'staff-form';

/**
 * Adds a staff member (a new account, or an existing user's) or changes a member's roles: in
 * a drawer, each role with what it allows. `member` given: its roles are edited.
 */
export function StaffForm({
  open,
  member,
  onClose,
}: {
  open: boolean;
  member: StaffMember | null;
  onClose: () => void;
}) {
  const t = useAdminT();
  return (
    <EditDrawer
      open={open}
      title={member ? t('staff.form.editTitle', { email: member.email }) : t('staff.form.addTitle')}
      onClose={onClose}
    >
      {/* A fresh form each time it opens (key), with the member's roles. */}
      {open ? <StaffFormBody key={member?.id ?? 'new'} member={member} onDone={onClose} /> : null}
    </EditDrawer>
  );
}

function StaffFormBody({ member, onDone }: { member: StaffMember | null; onDone: () => void }) {
  const t = useAdminT();
  const save = useSaveStaff();
  const [values, setValues] = useState<StaffSaveValues>({
    email: member?.email ?? '',
    firstname: '',
    password: '',
    roles: member ? [...member.roles] : [],
  });
  const [errors, setErrors] = useState<StaffFormErrors>({});
  const [serverText, setServerText] = useState<Partial<Record<keyof StaffSaveValues, string>>>({});
  const [formError, setFormError] = useState('');
  const set = (next: Partial<StaffSaveValues>) => {
    setValues((current) => ({ ...current, ...next }));
    const cleared = Object.keys(next);
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([k]) => !cleared.includes(k))),
    );
    setServerText((current) =>
      Object.fromEntries(Object.entries(current).filter(([k]) => !cleared.includes(k))),
    );
  };
  const toggle = (role: StaffRole, on: boolean) =>
    set({ roles: on ? [...values.roles, role] : values.roles.filter((r) => r !== role) });
  const errorOf = (field: keyof StaffSaveValues) => {
    const key = errors[field];
    return key ? t(key) : serverText[field];
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateStaff(values);
    setErrors(found);
    setServerText({});
    setFormError('');
    if (Object.keys(found).length > 0) return;
    save.mutate(values, {
      onSuccess: (saved) => {
        showToast(t('staff.form.saved', { email: saved.email }), 'success');
        onDone();
      },
      onError: (error) => {
        const refusal = staffRefusal(error);
        const text = refusal.message ? t(refusal.message) : refusal.text;
        if (refusal.field) setServerText({ [refusal.field]: text });
        else setFormError(text);
      },
    });
  };

  return (
    <form id={FORM_ID} noValidate onSubmit={submit} className="flex flex-col gap-3">
      {member ? null : <p className="text-sm text-stone-700">{t('staff.form.intro')}</p>}
      <TextField
        label={t('staff.form.email')}
        type="email"
        autoComplete="off"
        value={values.email}
        onValueChange={(email) => set({ email })}
        error={errorOf('email')}
        readOnly={member !== null}
      />
      {member ? null : (
        <>
          <TextField
            label={t('staff.form.firstname')}
            labelNote={t('staff.form.newAccountOnly')}
            value={values.firstname}
            onValueChange={(firstname) => set({ firstname })}
            error={errorOf('firstname')}
          />
          <TextField
            label={t('staff.form.password')}
            labelNote={t('staff.form.newAccountOnly')}
            type="password"
            autoComplete="new-password"
            value={values.password}
            onValueChange={(password) => set({ password })}
            error={errorOf('password')}
            hint={t('staff.form.passwordHint')}
          />
        </>
      )}
      <fieldset
        className="flex flex-col gap-2"
        aria-invalid={errorOf('roles') ? true : undefined}
        aria-describedby={errorOf('roles') ? 'staff-roles-error' : undefined}
      >
        <legend className="mb-1 text-sm font-medium text-stone-800">{t('staff.form.roles')}</legend>
        {STAFF_ROLES.map((role) => (
          <label
            key={role}
            className="flex items-start gap-2 rounded-md border border-stone-200 p-2"
          >
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0"
              checked={values.roles.includes(role)}
              onChange={(event) => toggle(role, event.target.checked)}
            />
            <span className="text-sm">
              <span className="font-semibold text-stone-900">{t(`shell.roles.${role}`)}</span>
              <span className="block text-stone-600">{t(`staff.meaning.${role}`)}</span>
            </span>
          </label>
        ))}
        {errorOf('roles') ? (
          <p id="staff-roles-error" role="alert" className="text-sm text-red-700">
            {errorOf('roles')}
          </p>
        ) : null}
      </fieldset>
      {formError ? (
        <p role="alert" className="text-sm text-red-700">
          {formError}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
          {t('shell.confirm.cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {t('staff.form.save')}
        </Button>
      </div>
    </form>
  );
}

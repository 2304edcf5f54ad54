import type { ReactNode } from 'react';
import { Sheet } from '../../../components/ui/sheet';
import { useAdminT } from '../i18n/admin-i18n';

export interface EditDrawerProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
  /** Its buttons (save, cancel), kept in view below the fields. */
  footer?: ReactNode;
}

/**
 * A panel for an editing form: a sheet from the bottom on a phone, a centred dialog on a
 * laptop (components/ui/sheet.tsx). Put the <form> inside; give the save button `form="id"`
 * when it sits in the footer.
 */
export function EditDrawer({ open, title, onClose, children, footer }: EditDrawerProps) {
  const t = useAdminT();
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={title}
      closeLabel={t('shell.drawer.close')}
      footer={footer}
    >
      {children}
    </Sheet>
  );
}

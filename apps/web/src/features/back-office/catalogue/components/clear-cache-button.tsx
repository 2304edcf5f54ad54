import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { showToast } from '../../../../lib/toast';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdminT } from '../../i18n/admin-i18n';
import { useClearProductCache } from '../api/clear-product-cache';

/** "Clear product cache", asked first; a toast when done (an error toasts by itself). */
export function ClearCacheButton() {
  const t = useAdminT();
  const [asking, setAsking] = useState(false);
  const clear = useClearProductCache();
  return (
    <>
      <Button variant="secondary" onClick={() => setAsking(true)}>
        {t('catalogue.products.clearCache')}
      </Button>
      <ConfirmDialog
        open={asking}
        title={t('catalogue.products.clearCacheTitle')}
        confirmLabel={t('catalogue.products.clearCache')}
        pending={clear.isPending}
        onClose={() => setAsking(false)}
        onConfirm={() =>
          clear.mutate(undefined, {
            onSuccess: () => showToast(t('catalogue.products.cacheCleared'), 'success'),
            onSettled: () => setAsking(false),
          })
        }
      >
        {t('catalogue.products.clearCacheBody')}
      </ConfirmDialog>
    </>
  );
}

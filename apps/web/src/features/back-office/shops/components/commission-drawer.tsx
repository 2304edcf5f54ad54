import { useId, useState } from 'react';
import type { AdminShop } from '@mall/contract/shops';
import { Button } from '../../../../components/ui/button';
import { TextField } from '../../../../components/ui/text-field';
import { showToast } from '../../../../lib/toast';
import { EditDrawer } from '../../components/edit-drawer';
import { useAdminT } from '../../i18n/admin-i18n';
import { useSetShopCommission } from '../api/set-shop-commission';

/** 0 to 100 with at most 2 decimals, or empty (the server's rule, decision 0029). */
export function validPercent(value: string): boolean {
  const text = value.trim();
  if (text === '') return true;
  return /^\d{1,3}(\.\d{1,2})?$/.test(text) && Number(text) <= 100;
}

/** A shop's own commission percent in a drawer; empty clears it. */
export function CommissionDrawer({
  shop,
  onClose,
}: {
  shop: AdminShop | null;
  onClose: () => void;
}) {
  const t = useAdminT();
  const formId = useId();
  const mutation = useSetShopCommission();
  return (
    <EditDrawer
      open={shop !== null}
      title={shop ? t('shops.editCommissionFor', { name: shop.name }) : ''}
      onClose={onClose}
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={mutation.isPending}>
            {t('shell.confirm.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={mutation.isPending}>
            {t('shops.save')}
          </Button>
        </div>
      }
    >
      {shop ? (
        <CommissionForm
          key={shop.id}
          id={formId}
          shop={shop}
          onSave={(percent) =>
            mutation.mutate(
              { shopId: shop.id, percent },
              {
                onSuccess: () => {
                  showToast(t('shops.commissionSaved', { name: shop.name }), 'success');
                  onClose();
                },
              },
            )
          }
        />
      ) : null}
    </EditDrawer>
  );
}

function CommissionForm({
  id,
  shop,
  onSave,
}: {
  id: string;
  shop: AdminShop;
  onSave: (percent: string) => void;
}) {
  const t = useAdminT();
  const [percent, setPercent] = useState(
    shop.commission_percent === null ? '' : String(shop.commission_percent),
  );
  const [touched, setTouched] = useState(false);
  const invalid = !validPercent(percent);
  return (
    <form
      id={id}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setTouched(true);
        if (!invalid) onSave(percent.trim());
      }}
    >
      <TextField
        label={t('shops.commissionLabel')}
        value={percent}
        onValueChange={setPercent}
        inputMode="decimal"
        hint={t('shops.commissionHint')}
        error={touched && invalid ? t('shops.commissionInvalid') : undefined}
      />
    </form>
  );
}

import { useMutation } from '@tanstack/react-query';
import type { AdminCurrency } from '@mall/contract/currency';
import { apiClient } from '../../../../lib/api-client';
import { queryClient } from '../../../../lib/query-client';
import { queryKeys } from '../../../../lib/query-keys';

export interface CurrencyInput {
  code: string;
  /** Units per 1 USD, a decimal string. */
  rate: string;
  name: string;
  symbol: string;
  enabled: boolean;
  sort: number;
}

/** POST /admin/currency/save: creates the currency when the code is new. Errors are the form's. */
export function saveCurrency(input: CurrencyInput): Promise<AdminCurrency> {
  return apiClient.post(
    '/admin/currency/save',
    { ...input, enabled: input.enabled ? 1 : 0 },
    { silent: true },
  );
}

export function useSaveCurrency() {
  return useMutation({
    mutationFn: saveCurrency,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.backOffice.of('money') });
      // The shop's own currency list (the admin sees the new rate there too).
      void queryClient.invalidateQueries({ queryKey: queryKeys.settings.currencies() });
    },
  });
}

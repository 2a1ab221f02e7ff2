// A customer's bottle ledger (read:customer) and a deposit refund when bottles come back for
// good (close:driver_day; audited, written as ledger movements).
import { useQuery } from '@tanstack/react-query';
import type { Schemas } from '@/lib/api-types';
import { queryString, staffApi } from '@/lib/staff-api';
import { useAdminMutation } from './use-admin-mutation';

export type BottleLedger = Schemas['BottleLedger'];
export type LedgerMovement = Schemas['LedgerMovement'];

const ledgerKey = (customer: string) => ['admin', 'bottle-ledger', customer] as const;

export const useBottleLedger = (customer: string) =>
  useQuery({
    queryKey: ledgerKey(customer),
    queryFn: () => staffApi<BottleLedger>(`/api/admin/bottle-ledger${queryString({ customer })}`),
  });

export const useRefundDeposit = (customer: string) =>
  useAdminMutation(
    (body: Omit<Schemas['RefundRequest'], 'customer'>) =>
      staffApi<BottleLedger>('/api/admin/bottle-ledger/refund', {
        method: 'POST',
        body: { customer, ...body },
      }),
    { stale: [ledgerKey(customer), ['admin', 'customers']], wait: true },
  );

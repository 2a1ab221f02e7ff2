// The delivery address of the coming deliveries (Islamabad and Rawalpindi only); the server
// checks it (its message shows with the subscription's other answers).
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '@/components/button';
import { useT } from '@/lib/i18n/i18n';
import type { Change, Subscription } from '@/lib/subscription-api';
import './locales';

type Props = { sub: Subscription; busy: boolean; onChange: (c: Change) => void };

const field = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2';

const addressSchema = z.object({ address: z.string(), city: z.string(), postalCode: z.string() });

export function AddressForm({ sub, busy, onChange }: Props) {
  const { t } = useT();
  const { register, handleSubmit } = useForm({
    defaultValues: {
      address: sub.deliveryAddress.address,
      city: sub.deliveryAddress.city,
      postalCode: sub.deliveryAddress.postalCode,
    },
    resolver: zodResolver(addressSchema),
  });
  const submit = handleSubmit((v) => onChange({ action: 'address', ...v }));
  return (
    <form onSubmit={(e) => void submit(e)} className="grid gap-3 sm:grid-cols-3" noValidate>
      <label className="text-sm font-medium text-slate-800 sm:col-span-3">
        {t('Address')}
        <input className={field} {...register('address')} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        {t('City')}
        <select className={field} {...register('city')}>
          <option value="Islamabad">{t('Islamabad')}</option>
          <option value="Rawalpindi">{t('Rawalpindi')}</option>
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        {t('Postal code')}
        <input className={field} dir="ltr" {...register('postalCode')} />
      </label>
      <div className="flex items-end">
        <Button type="submit" variant="secondary" disabled={busy}>
          {t('Change address')}
        </Button>
      </div>
    </form>
  );
}

// The delivery address of the coming deliveries (Islamabad and Rawalpindi only).
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import type { Change, Subscription } from '@/lib/subscription-api';

type Props = { sub: Subscription; busy: boolean; onChange: (c: Change) => void };

const field = 'mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2';

export function AddressForm({ sub, busy, onChange }: Props) {
  const [address, setAddress] = useState(sub.deliveryAddress.address);
  const [city, setCity] = useState(sub.deliveryAddress.city);
  const [postalCode, setPostalCode] = useState(sub.deliveryAddress.postalCode);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ action: 'address', address, city, postalCode });
  };
  return (
    <form onSubmit={submit} className="grid gap-3 sm:grid-cols-3" noValidate>
      <label className="text-sm font-medium text-slate-800 sm:col-span-3">
        Address
        <input value={address} onChange={(e) => setAddress(e.target.value)} className={field} />
      </label>
      <label className="text-sm font-medium text-slate-800">
        City
        <select value={city} onChange={(e) => setCity(e.target.value)} className={field}>
          <option>Islamabad</option>
          <option>Rawalpindi</option>
        </select>
      </label>
      <label className="text-sm font-medium text-slate-800">
        Postal code
        <input
          value={postalCode}
          onChange={(e) => setPostalCode(e.target.value)}
          className={field}
        />
      </label>
      <div className="flex items-end">
        <Button type="submit" variant="secondary" disabled={busy}>
          Change address
        </Button>
      </div>
    </form>
  );
}

// The zone form (react-hook-form with its zod schema): a name, the city and the postal codes
// as typed; 'Add zone', or 'Save zone' while one is being edited.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/button';
import type { Zone } from './dispatch-api';
import { input } from './dispatch-ui';
import { zoneFormValues, zoneSchema, type ZoneFormValues } from './zone-values';

type Props = {
  editing: Zone | null;
  onSave: (v: ZoneFormValues) => Promise<unknown>;
  onCancel: () => void;
};

export function ZoneForm({ editing, onSave, onCancel }: Props) {
  const { register, handleSubmit, reset } = useForm<ZoneFormValues>({
    defaultValues: zoneFormValues(null),
    resolver: zodResolver(zoneSchema),
  });
  useEffect(() => reset(zoneFormValues(editing)), [editing, reset]);
  const submit = handleSubmit(async (v) => {
    await onSave(v);
    reset(zoneFormValues(null));
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="mt-4 flex flex-wrap items-end gap-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <label className="flex flex-col text-sm font-medium">
        Name
        <input className={input} required {...register('name')} />
      </label>
      <label className="flex flex-col text-sm font-medium">
        City
        <select className={input} {...register('city')}>
          <option>Islamabad</option>
          <option>Rawalpindi</option>
        </select>
      </label>
      <label className="flex min-w-64 flex-1 flex-col text-sm font-medium">
        Postal codes (comma-separated)
        <input className={input} {...register('codes')} />
      </label>
      <Button type="submit">{editing ? 'Save zone' : 'Add zone'}</Button>
      {editing && (
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </form>
  );
}

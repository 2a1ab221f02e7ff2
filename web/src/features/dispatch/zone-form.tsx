// The zone form (react-hook-form with its zod schema): a name, the city and the postal codes,
// each a chip (postal-codes-field.tsx); 'Add zone', or 'Save zone' while one is being edited.
// Codes still typed in the field are added on saving; a refused one stops the save.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '@/components/button';
import type { Zone } from './dispatch-api';
import { input } from './dispatch-ui';
import { PostalCodesField, usePostalCodes } from './postal-codes-field';
import { zoneFormValues, zoneSchema, type ZoneFormValues } from './zone-values';

type Props = {
  editing: Zone | null;
  onSave: (v: ZoneFormValues) => Promise<unknown>;
  onCancel: () => void;
};

export function ZoneForm({ editing, onSave, onCancel }: Props) {
  const { register, handleSubmit, reset, setValue, control } = useForm<ZoneFormValues>({
    defaultValues: zoneFormValues(null),
    resolver: zodResolver(zoneSchema),
  });
  useEffect(() => reset(zoneFormValues(editing)), [editing, reset]);
  const codes = useWatch({ control, name: 'codes' });
  const setCodes = (next: string[]) => setValue('codes', next);
  const typed = usePostalCodes({ codes, onChange: setCodes });
  const submit = handleSubmit(async (v) => {
    const all = typed.typed.trim() ? typed.add() : v.codes;
    if (!all) return;
    await onSave({ ...v, codes: all });
    reset(zoneFormValues(null));
  });
  return (
    <form
      onSubmit={(e) => void submit(e)}
      className="mt-4 flex flex-wrap items-start gap-3 rounded-xl border border-slate-200 bg-white p-4"
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
      <PostalCodesField codes={codes} onChange={setCodes} state={typed} />
      <Button type="submit">{editing ? 'Save zone' : 'Add zone'}</Button>
      {editing && (
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      )}
    </form>
  );
}

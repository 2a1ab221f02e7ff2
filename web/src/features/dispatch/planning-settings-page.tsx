// /admin/planning: the planner's settings (docs/product.md#planning-the-day): where every
// van starts and ends, how far roads wander from a straight line, the average speed in each
// delivery slot, how long a stop takes, and how many bottles the vans carry. The server checks
// every value; its word on a field shows under that field.
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/button';
import { Loading } from '@/components/page';
import { StaffPage } from '@/components/staff-page';
import { ApiError, type FieldErrors } from '@/lib/api';
import { StatusLine } from './dispatch-ui';
import { usePlanningSettings, useSavePlanningSettings } from './planning-api';
import { TravelGroups, VanGroups } from './planning-fields';
import { planningBody, planningForm, type PlanningForm } from './planning-values';

function SettingsForm({ start, slots }: { start: PlanningForm; slots: string[] }) {
  const save = useSavePlanningSettings();
  const [form, setForm] = useState(start);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState('');
  const set = (patch: Partial<PlanningForm>) => setForm((f) => ({ ...f, ...patch }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(planningBody(form), {
      onSuccess: () => {
        setErrors({});
        setMessage('Planning settings saved: the next plan uses them');
      },
      onError: (err) => {
        setErrors(err instanceof ApiError ? err.fields : {});
        setMessage(err.message);
      },
    });
  };
  return (
    <form onSubmit={submit} className="flex max-w-4xl flex-col gap-4" noValidate>
      <TravelGroups form={form} set={set} errors={errors} slots={slots} />
      <VanGroups form={form} set={set} errors={errors} />
      <div className="flex items-center gap-4">
        <Button type="submit" disabled={save.isPending}>
          Save settings
        </Button>
        <StatusLine message={message} />
      </div>
    </form>
  );
}

export function PlanningSettingsPage() {
  const settings = usePlanningSettings();
  return (
    <StaffPage
      title="Planning"
      lead="How the day's plan is worked out: the depot, travel speeds, time at each stop and the vans."
    >
      {settings.isPending && <Loading label="Loading the planning settings…" />}
      {settings.error && <p role="alert">{settings.error.message}</p>}
      {settings.data && (
        // The form starts from the first answer (useState): saving keeps what was typed.
        <SettingsForm start={planningForm(settings.data)} slots={settings.data.slots} />
      )}
    </StaffPage>
  );
}

// Add or edit a subscription plan. The id is the server's: shown locked when editing, made
// by the server (plan-…) when adding.
import type { FormEvent } from 'react';
import type { Plan } from '@/lib/catalog';
import { useSavePlan } from '../api/plans';
import { writeFailure } from '../lib/failure';
import { parseFeatures } from '../lib/plan-features';
import { FREQUENCIES, planFormValues, planRequest, type PlanFormValues } from '../lib/plan-form';
import { EditorModal, useEditorState } from './editor-form';
import { Checkbox, SelectField, TextField } from './field';

type Props = { plan?: Plan; onClose: () => void; onSaved: (p: Plan) => void };

export function PlanEditor({ plan, onClose, onSaved }: Props) {
  const editing = plan !== undefined;
  const { values, set, errors, failure, showCheck, showFailure } = useEditorState<PlanFormValues>(
    () => planFormValues(plan),
  );
  const save = useSavePlan();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const { errors: found, body } = planRequest(values);
    showCheck(found);
    if (!body) return;
    save.mutate(
      { id: plan?.id, body },
      {
        onSuccess: onSaved,
        onError: (err) =>
          showFailure(
            'Saving the plan failed',
            err,
            writeFailure(err, 'Failed to save the plan. Please try again.'),
          ),
      },
    );
  };

  const features = parseFeatures(values.features);
  return (
    <EditorModal
      title={editing ? 'Edit Subscription Plan' : 'Add Subscription Plan'}
      onClose={onClose}
      onSubmit={submit}
      failure={failure}
      saving={save.isPending}
      submitLabel={editing ? 'Update Plan' : 'Add Plan'}
    >
      {editing && (
        <div className="sm:col-span-2">
          <TextField
            label="Plan ID"
            value={plan.id}
            disabled
            readOnly
            hint="A plan keeps its ID."
          />
        </div>
      )}
      <TextField
        label="Name"
        required
        value={values.name}
        error={errors.name}
        onChange={(e) => set('name', e.target.value)}
      />
      <TextField
        label="Price (PKR)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        required
        value={values.price}
        error={errors.price}
        onChange={(e) => set('price', e.target.value)}
      />
      <TextField
        label="Bottles"
        type="number"
        inputMode="numeric"
        step="1"
        min="0"
        required
        value={values.bottles}
        error={errors.bottles}
        onChange={(e) => set('bottles', e.target.value)}
      />
      <SelectField
        label="Frequency"
        value={values.frequency}
        error={errors.frequency}
        onChange={(e) => set('frequency', e.target.value as Plan['frequency'])}
      >
        {FREQUENCIES.map((f) => (
          <option key={f}>{f}</option>
        ))}
      </SelectField>
      <TextField
        label="Discount (%)"
        type="number"
        inputMode="decimal"
        step="1"
        min="0"
        max="100"
        value={values.discountPercent}
        error={errors.discountPercent}
        onChange={(e) => set('discountPercent', e.target.value)}
      />
      <TextField
        label="Savings text"
        placeholder="Save 15%"
        value={values.savings}
        error={errors.savings}
        onChange={(e) => set('savings', e.target.value)}
      />
      <div className="flex items-end pb-2">
        <Checkbox label="Popular" checked={values.popular} onChange={(c) => set('popular', c)} />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Features (comma-separated)"
          placeholder="Free delivery, Cancel anytime"
          value={values.features}
          error={errors.features}
          hint={`${features.length} feature${features.length === 1 ? '' : 's'}: ${features.join(' · ') || 'none'}`}
          onChange={(e) => set('features', e.target.value)}
        />
      </div>
    </EditorModal>
  );
}

// Add or edit a subscription plan. The id is the server's: shown locked when editing, made
// by the server (plan-…) when adding.
import { zodResolver } from '@hookform/resolvers/zod';
import type { Plan } from '@/lib/catalog';
import { useSavePlan } from '../api/plans';
import { writeFailure } from '../lib/failure';
import { parseFeatures } from '../lib/plan-features';
import { FREQUENCIES, planFormValues, planSchema } from '../lib/plan-form';
import { EditorModal, useEditorForm } from './editor-form';
import { Checkbox, SelectField, TextField } from './field';

type Props = { plan?: Plan; onClose: () => void; onSaved: (p: Plan) => void };

const resolver = zodResolver(planSchema);

export function PlanEditor({ plan, onClose, onSaved }: Props) {
  const editing = plan !== undefined;
  const { form, values, errors, failure, setFailure, showFailure } = useEditorForm(
    () => planFormValues(plan),
    resolver,
  );
  const { register } = form;
  const save = useSavePlan();

  const submit = form.handleSubmit(
    (body) => {
      setFailure('');
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
    },
    () => setFailure(''),
  );

  const features = parseFeatures(values.features);
  return (
    <EditorModal
      title={editing ? 'Edit Subscription Plan' : 'Add Subscription Plan'}
      onClose={onClose}
      onSubmit={(e) => void submit(e)}
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
      <TextField label="Name" required error={errors.name} {...register('name')} />
      <TextField
        label="Price (PKR)"
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        required
        error={errors.price}
        {...register('price')}
      />
      <TextField
        label="Bottles"
        type="number"
        inputMode="numeric"
        step="1"
        min="0"
        required
        error={errors.bottles}
        {...register('bottles')}
      />
      <SelectField label="Frequency" error={errors.frequency} {...register('frequency')}>
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
        error={errors.discountPercent}
        {...register('discountPercent')}
      />
      <TextField
        label="Savings text"
        placeholder="Save 15%"
        error={errors.savings}
        {...register('savings')}
      />
      <div className="flex items-end pb-2">
        <Checkbox
          label="Popular"
          checked={values.popular}
          onChange={(c) => form.setValue('popular', c)}
        />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Features (comma-separated)"
          placeholder="Free delivery, Cancel anytime"
          error={errors.features}
          hint={`${features.length} feature${features.length === 1 ? '' : 's'}: ${features.join(' · ') || 'none'}`}
          {...register('features')}
        />
      </div>
    </EditorModal>
  );
}

// Add or edit a subscription plan. The id is the server's: shown locked when editing, made
// by the server (plan-…) when adding.
import { zodResolver } from '@hookform/resolvers/zod';
import type { UseFormRegister } from 'react-hook-form';
import type { FieldErrors } from '@/lib/api';
import { useProducts, type Plan } from '@/lib/catalog';
import { useSavePlan } from '../api/plans';
import { writeFailure } from '../lib/failure';
import { featuresHint } from '../lib/plan-features';
import { FREQUENCIES, planFormValues, planSchema, type PlanFormValues } from '../lib/plan-form';
import { EditorModal, FormCheckbox, useEditorForm } from './editor-form';
import { NumberField, PriceField, SelectField, TextField } from './field';

type Props = { plan?: Plan; onClose: () => void; onSaved: (p: Plan) => void };

const resolver = zodResolver(planSchema);

/** The editor's form and its save. */
function usePlanEditor(plan: Plan | undefined, onSaved: Props['onSaved']) {
  const editor = useEditorForm(() => planFormValues(plan), resolver);
  const save = useSavePlan();
  const onSubmit = editor.submitWith(
    (body, onError) => save.mutate({ id: plan?.id, body }, { onSuccess: onSaved, onError }),
    'Saving the plan failed',
    (err) => writeFailure(err, 'Failed to save the plan. Please try again.'),
  );
  return { ...editor, modal: { onSubmit, failure: editor.failure, saving: save.isPending } };
}

export function PlanEditor({ plan, onClose, onSaved }: Props) {
  const editing = plan !== undefined;
  const { form, values, errors, modal } = usePlanEditor(plan, onSaved);
  const { register } = form;
  return (
    <EditorModal
      title={editing ? 'Edit Subscription Plan' : 'Add Subscription Plan'}
      submitLabel={editing ? 'Update Plan' : 'Add Plan'}
      onClose={onClose}
      {...modal}
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
      <PlanFields register={register} errors={errors} current={plan?.productId ?? ''} />
      <div className="flex items-end pb-2">
        <FormCheckbox control={form.control} name="popular" label="Popular" />
      </div>
      <div className="sm:col-span-2">
        <TextField
          label="Features (comma-separated)"
          placeholder="Free delivery, Cancel anytime"
          error={errors.features}
          hint={featuresHint(values.features)}
          {...register('features')}
        />
      </div>
    </EditorModal>
  );
}

type FieldsProps = { register: UseFormRegister<PlanFormValues>; errors: FieldErrors };

/**
 * The bottle the plan delivers: a returnable product of the catalogue (the server checks).
 * The plan's own is an option from the start, so the select shows it while products load.
 */
function BottleField({ register, errors, current }: FieldsProps & { current: string }) {
  const { data } = useProducts();
  const options = (data?.items ?? [])
    .filter((p) => p.hasExchange)
    .map((p) => ({ id: p.id, name: p.name }));
  if (current && !options.some((o) => o.id === current))
    options.unshift({ id: current, name: `Product ${current}` });
  return (
    <SelectField
      label="Bottle delivered"
      hint="A returnable product: empties go back, or a deposit is paid"
      error={errors.productId}
      {...register('productId')}
    >
      <option value="">Default (19 litre bottle)</option>
      {options.map((p) => (
        <option key={p.id} value={p.id}>
          {p.name}
        </option>
      ))}
    </SelectField>
  );
}

/** Name (and its Urdu form), price, bottles, frequency, discount and the savings text. */
function PlanFields({ register, errors, current }: FieldsProps & { current: string }) {
  return (
    <>
      <BottleField register={register} errors={errors} current={current} />
      <TextField label="Name" required error={errors.name} {...register('name')} />
      <TextField
        label="Name in Urdu"
        dir="rtl"
        lang="ur"
        hint="For the Urdu shop, mails and texts; empty: the English name"
        error={errors.nameUr}
        {...register('nameUr')}
      />
      <PriceField min="0" error={errors.price} {...register('price')} />
      <NumberField
        label="Bottles"
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
      <NumberField
        decimal
        label="Discount (%)"
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
    </>
  );
}

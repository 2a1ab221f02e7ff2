// What the product and plan editors share: their form (react-hook-form and a zod schema;
// field errors, the failure line) and the dialog around it with its Cancel / save buttons.
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  useController,
  useForm,
  useWatch,
  type Control,
  type DefaultValues,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type Resolver,
} from 'react-hook-form';
import { Button } from '@/components/button';
import type { FieldErrors } from '@/lib/api';
import type { Failure } from '../lib/failure';
import { Checkbox } from './field';
import { Modal } from './modal';
import { Notice } from './notice';

/**
 * The editors' form: react-hook-form with the editor's resolver (its zod schema turns the
 * typed values into the request body), the values as typed, and the failure line. Errors are
 * shown when saving, as before (no live re-check while typing).
 */
export function useEditorForm<V extends FieldValues, B, C = unknown>(
  initial: () => V,
  resolver: Resolver<V, C, B>,
  context?: C,
) {
  const [defaults] = useState(initial);
  const form = useForm<V, C, B>({
    defaultValues: defaults as DefaultValues<V>,
    resolver,
    context,
    reValidateMode: 'onSubmit',
  });
  const watched = useWatch({ control: form.control });
  const [failure, setFailure] = useState('');
  /** Shows a failed save: field errors on their fields, the rest as the failure line. */
  const showFailure = (what: string, err: unknown, f: Failure) => {
    console.error(what, err);
    for (const [k, message] of Object.entries(f.fields)) {
      form.setError(k as Path<V>, { type: 'server', message });
    }
    setFailure(f.message);
  };
  const errors: FieldErrors = Object.fromEntries(
    Object.entries(form.formState.errors).map(([k, e]) => [k, String(e?.message ?? '')]),
  );
  /**
   * The form's submit: checks the values, clears the last failure and `save`s the body; a
   * failed save is shown (field errors on their fields) and logged as `what`.
   */
  const submitWith =
    (
      save: (body: B, onError: (err: unknown) => void) => void,
      what: string,
      failureOf: (err: unknown) => Failure,
    ) =>
    (e: FormEvent) =>
      void form.handleSubmit(
        (body) => {
          setFailure('');
          save(body, (err) => showFailure(what, err, failureOf(err)));
        },
        () => setFailure(''),
      )(e);
  return { form, values: { ...defaults, ...watched } as V, errors, failure, submitWith };
}

type FormCheckboxProps<V extends FieldValues, C, B> = {
  control: Control<V, C, B>;
  name: FieldPathByValue<V, boolean>;
  label: string;
};

/** A checkbox bound to one of the form's yes/no values. */
export function FormCheckbox<V extends FieldValues, C, B>({
  control,
  name,
  label,
}: FormCheckboxProps<V, C, B>) {
  const { field } = useController<V, FieldPathByValue<V, boolean>, B>({ control, name });
  return <Checkbox label={label} checked={field.value} onChange={field.onChange} />;
}

type Props = {
  title: string;
  onClose: () => void;
  onSubmit: (e: FormEvent) => void;
  failure: string;
  saving: boolean;
  submitLabel: string;
  children: ReactNode;
};

export function EditorModal({
  title,
  onClose,
  onSubmit,
  failure,
  saving,
  submitLabel,
  children,
}: Props) {
  return (
    <Modal open onOpenChange={(open) => !open && onClose()} title={title}>
      <form className="grid gap-4 sm:grid-cols-2" onSubmit={onSubmit} noValidate>
        {failure && (
          <div className="sm:col-span-2">
            <Notice tone="error">{failure}</Notice>
          </div>
        )}
        {children}
        <div className="flex justify-end gap-2 border-t border-slate-200 pt-4 sm:col-span-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : submitLabel}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

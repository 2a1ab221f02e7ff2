// What the product and plan editors share: their form state (values, field errors, the
// failure line) and the dialog around the form with its Cancel / save buttons.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/button';
import type { FieldErrors } from '@/lib/api';
import { Modal } from './modal';
import { Notice } from './notice';

export function useEditorState<V>(initial: () => V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState('');
  const set = <K extends keyof V>(key: K, value: V[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  /** Shows the form's own field errors (and clears an earlier failure) before saving. */
  const showCheck = (found: FieldErrors) => {
    setErrors(found);
    setFailure('');
  };
  /** Shows a failed save: field errors on their fields, the rest as the failure line. */
  const showFailure = (what: string, err: unknown, f: { fields: FieldErrors; message: string }) => {
    console.error(what, err);
    setErrors(f.fields);
    setFailure(f.message);
  };
  return { values, set, errors, failure, showCheck, showFailure };
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

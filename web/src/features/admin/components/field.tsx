// Labelled form controls with their error text tied to the input (aria-describedby).
import {
  useId,
  type Ref,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';

export const inputClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-ink shadow-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100 disabled:text-slate-500 aria-[invalid=true]:border-red-500';

type Wrap = { label: string; error?: string; hint?: ReactNode; required?: boolean };

/** What a control takes from its frame: its id, whether it is required, its error link. */
type ControlProps = {
  id: string;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
};

/** The label, hint and error around a control, which `render` draws with its ids. */
function Frame({
  label,
  error,
  hint,
  required,
  render,
}: Wrap & { render: (control: ControlProps) => ReactNode }) {
  const id = useId();
  const control: ControlProps = {
    id,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
        {required && <RequiredMark />}
      </label>
      {render(control)}
      {hint && !error && <p className="text-xs text-muted">{hint}</p>}
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}

/** The red star after the label of a field that must be filled in. */
export function RequiredMark() {
  return (
    <span className="text-red-700" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

type InputProps = Wrap & InputHTMLAttributes<HTMLInputElement> & { ref?: Ref<HTMLInputElement> };

export function TextField({ label, error, hint, required, className = '', ...rest }: InputProps) {
  const wrap = { label, error, hint, required };
  return (
    <Frame
      {...wrap}
      render={(c) => <input {...c} className={`${inputClass} ${className}`} {...rest} />}
    />
  );
}

/** A number box; `decimal` for amounts (PKR, to the paisa), else whole numbers. */
export function NumberField({ decimal = false, ...rest }: InputProps & { decimal?: boolean }) {
  return (
    <TextField
      type="number"
      inputMode={decimal ? 'decimal' : 'numeric'}
      step={decimal ? '0.01' : '1'}
      {...rest}
    />
  );
}

/** A required price in PKR (to the paisa); its `min` says how low it may go. */
export function PriceField(props: Omit<InputProps, 'label'>) {
  return <NumberField decimal label="Price (PKR)" required {...props} />;
}

type AreaProps = Wrap &
  TextareaHTMLAttributes<HTMLTextAreaElement> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, required, ...rest }: AreaProps) {
  const wrap = { label, error, hint, required };
  return <Frame {...wrap} render={(c) => <textarea {...c} className={inputClass} {...rest} />} />;
}

type SelectProps = Wrap &
  SelectHTMLAttributes<HTMLSelectElement> & { ref?: Ref<HTMLSelectElement> };

export function SelectField({ label, error, hint, required, children, ...rest }: SelectProps) {
  const wrap = { label, error, hint, required };
  return (
    <Frame
      {...wrap}
      render={(c) => (
        <select {...c} className={inputClass} {...rest}>
          {children}
        </select>
      )}
    />
  );
}

type CheckProps = { label: string; checked: boolean; onChange: (checked: boolean) => void };

export function Checkbox({ label, checked, onChange }: CheckProps) {
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm font-medium text-slate-800">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 rounded border-slate-300 accent-brand-700"
      />
      {label}
    </label>
  );
}

/** The compact search forms' boxes and buttons (products, subscriptions). */
export const compactClass = 'rounded-lg border border-slate-300 px-3 py-2';

/** A small label with its box beside it, as the compact search forms have them. */
export function CompactField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label className="text-sm font-medium">
      {label}
      {children}
    </label>
  );
}

// A labelled search box with a magnifier, as the admin lists (orders, customers) use it; the
// input's other props (react-hook-form's register) go to the input.
import { Search } from 'lucide-react';
import type { InputHTMLAttributes, Ref } from 'react';
import { inputClass } from './field';

type Props = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: string;
  className?: string;
  ref?: Ref<HTMLInputElement>;
};

export function SearchField({ id, label, className = '', ...input }: Props) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search
          size={16}
          className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input id={id} type="search" className={`${inputClass} pl-9`} {...input} />
      </div>
    </div>
  );
}

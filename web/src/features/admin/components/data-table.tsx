// The admin tables (audit log, cookies, products): the white card around them, a caption for
// screen readers, the header row from the column names, then the rows.
import type { ReactNode } from 'react';

/** A column: its name, classes for its header cell, and whether the name is for screen readers. */
export type Column = { label: string; className?: string; srOnly?: boolean };

type TableProps = {
  caption: string;
  columns: (string | Column)[];
  className?: string;
  children: ReactNode;
};

export function DataTable({ caption, columns, className = '', children }: TableProps) {
  return (
    <table className={`w-full text-left text-sm ${className}`}>
      <caption className="sr-only">{caption}</caption>
      <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
        <tr>
          {columns.map((c) => (
            <HeaderCell key={typeof c === 'string' ? c : c.label} column={c} />
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">{children}</tbody>
    </table>
  );
}

function HeaderCell({ column }: { column: string | Column }) {
  const {
    label,
    className = '',
    srOnly = false,
  } = typeof column === 'string' ? { label: column } : column;
  return (
    <th scope="col" className={`px-4 py-3 ${className}`}>
      {srOnly ? <span className="sr-only">{label}</span> : label}
    </th>
  );
}

/** The card a table sits in; it scrolls sideways when the table is wider than the screen. */
export function TableCard({ scroll = true, children }: { scroll?: boolean; children: ReactNode }) {
  return (
    <div
      className={`relative ${scroll ? 'overflow-x-auto' : 'overflow-hidden'} rounded-2xl border border-slate-200 bg-white shadow-sm`}
    >
      {children}
    </div>
  );
}

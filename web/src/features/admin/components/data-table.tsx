// The admin tables (audit log, cookies, products): the white card around them, a caption for
// screen readers, the header row from the column names (kept in view while the rows
// scroll), then the rows.
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
      <thead className="sticky top-0 z-[1] bg-slate-50 text-xs uppercase tracking-wide text-muted shadow-[inset_0_-1px_0_var(--color-slate-200)]">
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

/**
 * The card a table sits in. A long table scrolls inside it, under its header row, and
 * sideways when it is wider than the screen; the page around it never scrolls sideways.
 */
export function TableCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // A region that scrolls takes the focus, so a keyboard can scroll it too (axe's
      // scrollable-region-focusable).
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative max-h-[75vh] overflow-auto rounded-2xl border border-slate-200 bg-white shadow-sm"
    >
      {children}
    </div>
  );
}

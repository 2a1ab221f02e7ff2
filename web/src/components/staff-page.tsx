// One staff screen inside the back office's layout (app/staff/staff-layout.tsx): one header
// with the page's title, a short lead and its primary actions (and, on narrow screens, the
// button that opens the sidebar), then the content across the full width.
import { createContext, useContext, type ReactNode } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The staff layout's menu button, shown in each page's header below the sidebar's width. */
export const StaffMenuButton = createContext<ReactNode>(null);

type Props = { title: string; lead?: ReactNode; actions?: ReactNode; children: ReactNode };

export function StaffPage({ title, lead, actions, children }: Props) {
  useDocumentTitle(`${title} | AquaPure Admin`);
  const menu = useContext(StaffMenuButton);
  return (
    <>
      <header className="flex flex-wrap items-center gap-x-4 gap-y-3 border-b border-slate-200 bg-white px-4 py-4 sm:px-6 lg:px-8">
        {menu}
        <div className="min-w-0 flex-1">
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {lead && <p className="mt-0.5 text-sm text-muted">{lead}</p>}
        </div>
        {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
      </header>
      <div className="flex flex-col gap-6 px-4 py-6 sm:px-6 lg:px-8">{children}</div>
    </>
  );
}

/**
 * The bar above a long list: its name and how many rows it holds, kept in view while the
 * rows scroll under it.
 */
export function ListHeader({
  title,
  count,
  children,
}: {
  title: string;
  count: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="sticky top-0 z-10 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white/95 px-4 py-2 shadow-sm backdrop-blur">
      <h2 className="text-sm font-semibold text-ink">
        {title}{' '}
        <span className="ml-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold tabular-nums text-brand-800">
          {count}
        </span>
      </h2>
      {children}
    </div>
  );
}

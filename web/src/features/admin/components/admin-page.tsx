import type { ReactNode } from 'react';
import { StaffPage } from '@/components/staff-page';

/** One admin screen: the staff page (title, lead and actions in one header), then content. */
export const AdminPage = StaffPage;

export function Section({
  title,
  actions,
  children,
}: {
  title: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-ink">{title}</h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-2xl border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-muted">
      {children}
    </p>
  );
}

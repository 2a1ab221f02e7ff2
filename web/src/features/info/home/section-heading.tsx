import type { ReactNode } from 'react';

/** A home-page section title: centred, with the accent bar and an optional lead. */
export function SectionHeading({
  id,
  title,
  lead,
}: {
  id: string;
  title: string;
  lead?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <h2 id={id} className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
        {title}
      </h2>
      <span className="mx-auto mt-4 block h-1 w-20 rounded-full bg-brand-500" aria-hidden="true" />
      {lead && <p className="mt-4 text-lg text-muted">{lead}</p>}
    </div>
  );
}

/** A home-page section in the content column, named by its SectionHeading. */
export function HomeSection({
  id,
  title,
  lead,
  children,
}: {
  id: string;
  title: string;
  lead: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <SectionHeading id={id} title={title} lead={lead} />
      {children}
    </section>
  );
}

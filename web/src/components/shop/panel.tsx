import type { ReactNode } from 'react';

type Props = {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  children: ReactNode;
  className?: string;
  titleClassName?: string;
};

/** A boxed section named by its h2: the order summaries and the subscription benefits. */
export function Panel({
  id,
  title,
  children,
  className = 'rounded-2xl border border-slate-200 bg-white p-5',
  titleClassName = 'text-lg font-bold text-ink',
}: Props) {
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={titleClassName}>
        {title}
      </h2>
      {children}
    </section>
  );
}

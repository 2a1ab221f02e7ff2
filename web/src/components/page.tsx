import type { ReactNode } from 'react';
import './locales';

type PageProps = {
  children: ReactNode;
  className?: string;
  /** A page with no Urdu yet: English, left to right, inside the Urdu frame. */
  english?: boolean;
};

/** The content column every page uses: one width, one spacing. */
export function Page({ children, className = '', english = false }: PageProps) {
  const lang = english ? ({ lang: 'en', dir: 'ltr' } as const) : {};
  return (
    <div {...lang} className={`mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 lg:py-12 ${className}`}>
      {children}
    </div>
  );
}

export function PageTitle({ children, lead }: { children: ReactNode; lead?: ReactNode }) {
  return (
    <header className="mb-8">
      <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">{children}</h1>
      {lead && <p className="mt-3 max-w-2xl text-lg text-muted">{lead}</p>}
    </header>
  );
}

export function Loading({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="py-12 text-center text-muted">
      {label}
    </p>
  );
}

import type { ReactNode } from 'react';

export type Tone = 'yellow' | 'blue' | 'green' | 'red' | 'slate' | 'purple' | 'brand';

const TONES: Record<Tone, string> = {
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  blue: 'bg-blue-100 text-blue-800 ring-blue-300',
  green: 'bg-green-100 text-green-800 ring-green-300',
  red: 'bg-red-100 text-red-800 ring-red-300',
  slate: 'bg-slate-100 text-slate-700 ring-slate-300',
  purple: 'bg-purple-100 text-purple-800 ring-purple-300',
  brand: 'bg-brand-100 text-brand-800 ring-brand-200',
};

export function Badge({
  tone,
  children,
  testId,
}: {
  tone: Tone;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <span
      data-testid={testId}
      data-tone={tone}
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ring-1 ring-inset ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}

// A line's bottle exchange or deposit, wherever a line is shown.
import { bottleHandling, bottlesOf, type BottleLine } from '@/lib/bottles';
import { ltr, t, useT } from '@/lib/i18n/i18n';
import { formatPKR } from '@/lib/money';
import './locales';
import './locales/english';

type Props = { line: BottleLine; className?: string };

export function BottleNote({ line, className = '' }: Props) {
  useT();
  if (!bottleHandling(line)) return null;
  const text = line.hasBottleExchange
    ? t('bottles.exchange', { count: bottlesOf(line) })
    : t('Deposit {amount} × {count}', {
        amount: ltr(formatPKR(line.depositUnitPaisa)),
        count: bottlesOf(line),
      });
  const tone = line.hasBottleExchange ? 'text-emerald-800' : 'text-amber-900';
  return (
    <p className={`text-xs font-medium ${tone} ${className}`} data-testid="bottle-handling">
      {text}
    </p>
  );
}

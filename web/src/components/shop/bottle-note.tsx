// A line's bottle exchange or deposit, wherever a line is shown.
import { bottleHandling } from '@/lib/bottles';

type Props = {
  line: { quantity: number; hasBottleExchange: boolean; depositUnitPaisa: number };
  className?: string;
};

export function BottleNote({ line, className = '' }: Props) {
  const text = bottleHandling(line);
  if (!text) return null;
  const tone = line.hasBottleExchange ? 'text-emerald-800' : 'text-amber-900';
  return (
    <p className={`text-xs font-medium ${tone} ${className}`} data-testid="bottle-handling">
      {text.charAt(0).toUpperCase() + text.slice(1)}
    </p>
  );
}

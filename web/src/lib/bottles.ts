// What happens to a line's bottles at the door, in the words the checkout, the confirmation,
// the admin order card and the mails all use.
import { formatPKR } from './money';
import '@/components/locales';

export type BottleLine = {
  quantity: number;
  hasBottleExchange: boolean;
  depositUnitPaisa: number;
  /** The bottles it is about: the quantity, or a plan line's one delivery (server's count). */
  bottleCount?: number;
};

/** The bottles a line's exchange or deposit counts. */
export const bottlesOf = (line: BottleLine) => line.bottleCount ?? line.quantity;

/** 'exchange: collect 3 empties', 'deposit PKR 1,000.00 × 3', or '' when neither applies. */
export function bottleHandling(line: BottleLine) {
  const { hasBottleExchange, depositUnitPaisa } = line;
  const quantity = bottlesOf(line);
  if (hasBottleExchange)
    return `exchange: collect ${quantity} ${quantity === 1 ? 'empty' : 'empties'}`;
  if (depositUnitPaisa > 0) return `deposit ${formatPKR(depositUnitPaisa)} × ${quantity}`;
  return '';
}

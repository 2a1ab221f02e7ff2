// What happens to a line's bottles at the door, in the words the checkout, the confirmation,
// the admin order card and the mails all use.
import { formatPKR } from './money';

type BottleLine = { quantity: number; hasBottleExchange: boolean; depositUnitPaisa: number };

/** 'exchange: collect 3 empties', 'deposit PKR 1,000.00 × 3', or '' when neither applies. */
export function bottleHandling({ quantity, hasBottleExchange, depositUnitPaisa }: BottleLine) {
  if (hasBottleExchange)
    return `exchange: collect ${quantity} ${quantity === 1 ? 'empty' : 'empties'}`;
  if (depositUnitPaisa > 0) return `deposit ${formatPKR(depositUnitPaisa)} × ${quantity}`;
  return '';
}

// The server answers a change in English (its notices carry dates and slots); in Urdu each
// known notice is shown from the catalogue with its date and slot in the shopper's language,
// and a refusal's message by its own id. English shows the server's words as they came.
import { activeLocale, t } from '@/lib/i18n/i18n';
import { formatDeliveryDate } from '@/lib/pakistan-time';
import './locales';

const DATE = '(\\d{4}-\\d{2}-\\d{2})';
const date = (d: string) => formatDeliveryDate(d);

const NOTICES: [RegExp, (m: string[]) => string][] = [
  [
    new RegExp(`^Today's delivery \\(${DATE}, ([^)]+)\\) is already out for dispatch`),
    ([, d, slot]) =>
      t("Today's delivery ({date}, {slot}) is already out for dispatch and stays as it was.", {
        date: date(d!),
        slot: t(slot!),
      }),
  ],
  [
    new RegExp(`^Paused: deliveries before ${DATE} are skipped`),
    ([, d]) =>
      t(
        'Paused: deliveries before {date} are skipped and periods wholly before it are not billed.',
        {
          date: date(d!),
        },
      ),
  ],
  [
    new RegExp(`^The new split applies from the period starting ${DATE}\\.$`),
    ([, d]) => t('The new split applies from the period starting {date}.', { date: date(d!) }),
  ],
  [
    new RegExp(`^Cancelled: no renewal from the period starting ${DATE}\\.`),
    ([, d]) =>
      t(
        'Cancelled: no renewal from the period starting {date}. Deliveries already planned still come.',
        { date: date(d!) },
      ),
  ],
  [
    new RegExp(`^Your next delivery: ${DATE} \\(([^)]+)\\)\\.$`),
    ([, d, slot]) => t('Your next delivery: {date} ({slot}).', { date: date(d!), slot: t(slot!) }),
  ],
];

/** A notice or refusal from the server in the active language. */
export function serverText(text: string): string {
  if (activeLocale() === 'en') return text;
  for (const [pattern, say] of NOTICES) {
    const m = pattern.exec(text);
    if (m) return say([...m]);
  }
  return t(text);
}

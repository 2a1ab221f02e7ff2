// The next deliveries: date, slot, bottles, where; a planned one can be skipped.
import { Button } from '@/components/button';
import { ltr, useT } from '@/lib/i18n/i18n';
import { formatDeliveryDate } from '@/lib/pakistan-time';
import type { Delivery } from '@/lib/subscription-api';
import { own } from './subscription-sections';
import './locales';

// The English words are their own catalogue ids (t() below).
const STATUS_WORDS: Record<Delivery['status'], string> = {
  planned: 'Planned',
  skipped: 'Skipped',
  dispatched: 'Out for delivery',
  delivered: 'Delivered',
  failed: 'Not delivered',
  cancelled: 'Cancelled',
};

type Props = {
  deliveries: Delivery[];
  today: string;
  busy: boolean;
  canChange: boolean;
  onSkip: (d: Delivery) => void;
};

export function ScheduleList({ deliveries, today, busy, canChange, onSkip }: Props) {
  const { t } = useT();
  if (deliveries.length === 0)
    return <p className="text-muted">{t('No deliveries are planned right now.')}</p>;
  return (
    <ul className="flex flex-col divide-y divide-slate-200" data-testid="deliveries">
      {deliveries.map((d) => (
        <li
          key={d.id}
          data-testid="delivery"
          data-status={d.status}
          className="flex flex-wrap items-center justify-between gap-3 py-3"
        >
          <div>
            <p className="font-medium text-ink">
              {formatDeliveryDate(d.date)} · {t(d.slot)}
            </p>
            <p className="text-sm leading-relaxed text-muted">
              {t(
                d.bottles === 1
                  ? '{count} bottle of {product} to {address}, {city}'
                  : '{count} bottles of {product} to {address}, {city}',
                {
                  count: ltr(d.bottles),
                  product: own(d.productName),
                  address: own(d.address.address),
                  city: t(d.address.city),
                },
              )}
            </p>
          </div>
          <div className="flex items-center gap-3">
            <span className="text-sm font-semibold text-slate-700">
              {t(STATUS_WORDS[d.status])}
            </span>
            {canChange && d.status === 'planned' && d.date > today && (
              <Button
                variant="secondary"
                size="sm"
                disabled={busy}
                onClick={() => onSkip(d)}
                aria-label={t('Skip the delivery of {date}', { date: formatDeliveryDate(d.date) })}
              >
                {t('Skip')}
              </Button>
            )}
            {canChange && d.status === 'planned' && d.date === today && (
              <span className="text-sm text-muted">{t('Already on its way today')}</span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

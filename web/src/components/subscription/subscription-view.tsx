// One subscription: plan, status, the next deliveries with their counts, what just changed
// or why a change was refused, and the actions. Shared by the customer's page and the admin.
import { useT } from '@/lib/i18n/i18n';
import { pakistanDate } from '@/lib/pakistan-time';
import type { Change, Subscription } from '@/lib/subscription-api';
import { ScheduleList } from './schedule-list';
import { SubscriptionActions } from './subscription-actions';
import { ChangeMessages, PlanSection } from './subscription-sections';
import './locales';

type Props = {
  sub: Subscription;
  busy: boolean;
  error: string;
  errorFields: Record<string, string>;
  notices: string[];
  onChange: (c: Change) => void;
  admin?: boolean;
};

export function SubscriptionView({
  sub,
  busy,
  error,
  errorFields,
  notices,
  onChange,
  admin,
}: Props) {
  const { t } = useT();
  const today = pakistanDate();
  const upcoming = sub.deliveries.filter((d) => d.date >= today);
  return (
    <div className="flex flex-col gap-6">
      <PlanSection sub={sub} />
      <ChangeMessages error={error} errorFields={errorFields} notices={notices} />
      <section
        aria-label={t('Next deliveries')}
        className="rounded-2xl border border-slate-200 bg-white p-5"
      >
        <h2 className="text-lg font-bold text-ink">{t('Next deliveries')}</h2>
        <ScheduleList
          deliveries={upcoming}
          today={today}
          busy={busy}
          canChange={sub.status !== 'cancelled'}
          onSkip={(d) => onChange({ action: 'skip', deliveryId: d.id })}
        />
      </section>
      <section aria-label={t('Change your subscription')} className="flex flex-col gap-3">
        <h2 className="text-lg font-bold text-ink">{t('Change your subscription')}</h2>
        <SubscriptionActions sub={sub} busy={busy} onChange={onChange} admin={admin} />
      </section>
    </div>
  );
}

// On the confirmation page: the manage link of each subscription the order started (the
// same link its mails carry), fetched with the order's access token.
import { useQuery } from '@tanstack/react-query';
import { Link } from '@/lib/link';
import { api } from '@/lib/api';
import type { Schemas } from '@/lib/api-types';
import { ltr, useT } from '@/lib/i18n/i18n';
import './locales';

type Links = Schemas['OrderLinks'];

export function OrderSubscriptionLinks({ orderId, token }: { orderId: string; token: string }) {
  const { t } = useT();
  const query = useQuery({
    queryKey: ['order-subscription-links', orderId],
    queryFn: () =>
      api<Links>('/api/subscriptions/order-links', {
        method: 'POST',
        body: { orderId, orderToken: token } satisfies Schemas['OrderLinksRequest'],
      }),
    staleTime: Infinity,
    retry: false,
  });
  const links = query.data?.links ?? [];
  if (links.length === 0) return null;
  return (
    <section
      aria-labelledby="sub-links-h"
      className="mt-6 rounded-xl border border-brand-200 bg-brand-50 p-4"
    >
      <h2 id="sub-links-h" className="font-bold text-ink">
        {t('Your subscription')}
      </h2>
      <p className="text-sm text-slate-700">
        {t(
          'Pause, skip a delivery, change the day, time or address, or cancel any time with your private link (we e-mailed it to you too):',
        )}
      </p>
      <ul className="mt-2">
        {links.map((l) => (
          <li key={l.subscriptionId}>
            <Link to={l.path} className="font-semibold text-brand-800 underline">
              {t('Manage your {plan} subscription ({id})', {
                plan: t(l.planName),
                id: ltr(l.subscriptionId),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

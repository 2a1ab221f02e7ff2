// The dashboard's count of active subscriptions, linking to the Subscriptions page.
import { Link } from 'react-router';
import { useAdminSubscriptions } from '../api/subscriptions';
import { useCan } from '../api/session';

export function SubscriptionCount() {
  const can = useCan('manage:subscription');
  const list = useAdminSubscriptions({ q: '', status: '', orderId: '', page: 1 }, can);
  if (!can || !list.data) return null;
  return (
    <p
      className="rounded-xl border border-slate-200 bg-white px-4 py-3"
      data-testid="subscription-count"
    >
      <Link to="/admin/subscriptions" className="font-semibold text-brand-700 hover:underline">
        {list.data.activeCount} active{' '}
        {list.data.activeCount === 1 ? 'subscription' : 'subscriptions'}
      </Link>{' '}
      <span className="text-muted">of {list.data.total} in all</span>
    </p>
  );
}

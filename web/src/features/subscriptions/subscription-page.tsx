// The customer's subscription, opened from the manage link in their mails: the secret comes
// in the address (#token=…), moves to sessionStorage, and leaves the address bar at once.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { buttonClass } from '@/components/button';
import { Loading, Page, PageTitle } from '@/components/page';
import { ApiError } from '@/lib/api';
import { useDocumentTitle } from '@/lib/use-document-title';
import {
  changeSubscription,
  fetchSubscription,
  takeToken,
  type Change,
  type SubscriptionWithNotices,
} from '@/lib/subscription-api';
import { SubscriptionView } from '@/components/subscription/subscription-view';

export function SubscriptionPage() {
  useDocumentTitle('Your Subscription');
  const { id = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const [token] = useState(() => takeToken(id, location));
  const [notices, setNotices] = useState<string[]>([]);
  const client = useQueryClient();

  useEffect(() => {
    if (location.hash || location.search)
      void navigate(location.pathname, { replace: true, preventScrollReset: true });
  }, [location.hash, location.search, location.pathname, navigate]);

  const query = useQuery({
    queryKey: ['subscription', id, token],
    queryFn: () => fetchSubscription(id, token),
    enabled: token !== '',
    retry: false,
  });
  const mutation = useMutation({
    mutationFn: (c: Change) => changeSubscription(id, token, c),
    onMutate: () => setNotices([]),
    onSuccess: (sub: SubscriptionWithNotices) => {
      client.setQueryData(['subscription', id, token], sub);
      setNotices(sub.notices?.length ? sub.notices : ['Your change is saved.']);
    },
  });

  const err = mutation.error instanceof ApiError ? mutation.error : null;
  let body;
  if (!token || query.error) {
    body = (
      <div className="rounded-2xl border border-slate-200 bg-white p-6">
        <p role="alert">
          {query.error instanceof ApiError && query.error.isNetwork
            ? query.error.message
            : 'This link does not open a subscription. Use the newest link we e-mailed you, or ask for a new one on the track page.'}
        </p>
        <Link to="/track-order" className={buttonClass('primary', 'md', 'mt-4')}>
          Email me my subscription link
        </Link>
      </div>
    );
  } else if (!query.data) {
    body = <Loading />;
  } else {
    body = (
      <SubscriptionView
        sub={query.data}
        busy={mutation.isPending}
        error={mutation.error ? (err?.message ?? 'Something went wrong. Please try again.') : ''}
        errorFields={err?.fields ?? {}}
        notices={notices}
        onChange={(c) => mutation.mutate(c)}
      />
    );
  }
  return (
    <Page>
      <PageTitle lead={`Subscription ${id}`}>Your Subscription</PageTitle>
      {body}
    </Page>
  );
}

// The customer's subscription, opened from the manage link in their mails (the secret's
// journey is in use-subscription.ts).
import { useParams } from 'react-router';
import { Link } from '@/lib/link';
import { buttonClass } from '@/components/button';
import { Loading, Page, PageTitle } from '@/components/page';
import { ApiError } from '@/lib/api';
import { ltr, useT } from '@/lib/i18n/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { SubscriptionView } from '@/components/subscription/subscription-view';
import { ChannelChoice } from './channel-choice';
import { serverText } from './server-text';
import { useSubscription } from './use-subscription';
import './locales';

function LinkProblem({ error }: { error: unknown }) {
  const { t } = useT();
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-6">
      <p role="alert">
        {error instanceof ApiError && error.isNetwork
          ? t(error.message)
          : t(
              'This link does not open a subscription. Use the newest link we e-mailed you, or ask for a new one on the track page.',
            )}
      </p>
      <Link to="/track-order" className={buttonClass('primary', 'md', 'mt-4')}>
        {t('Email me my subscription link')}
      </Link>
    </div>
  );
}

const inLanguage = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, serverText(v)]));

export function SubscriptionPage() {
  const { t } = useT();
  useDocumentTitle(t('Your Subscription'));
  const { id = '' } = useParams();
  const { token, query, mutation, notices } = useSubscription(id);
  const err = mutation.error instanceof ApiError ? mutation.error : null;
  let body;
  if (!token || query.error) body = <LinkProblem error={query.error} />;
  else if (!query.data) body = <Loading label={t('Loading your subscription…')} />;
  else
    body = (
      <SubscriptionView
        sub={query.data}
        busy={mutation.isPending}
        error={
          mutation.error
            ? serverText(err?.message ?? 'Something went wrong. Please try again.')
            : ''
        }
        errorFields={inLanguage(err?.fields ?? {})}
        notices={notices.map(serverText)}
        onChange={(c) => mutation.mutate(c)}
      />
    );
  return (
    <Page>
      <PageTitle lead={t('Subscription {id}', { id: ltr(id) })}>{t('Your Subscription')}</PageTitle>
      {body}
      {token && query.data && <ChannelChoice id={id} token={token} />}
    </Page>
  );
}

// The Plans page's plans: loading, a failure to load, or the cards.
import { Loading } from '@/components/page';
import { ListHeader } from '@/components/staff-page';
import type { Plan } from '@/lib/catalog';
import { useAdminPlans } from '../api/plans';
import { Notice } from './notice';
import { PlanCards } from './plan-cards';

type Props = {
  canEdit: boolean;
  canDelete: boolean;
  onEdit: (p: Plan) => void;
  onDelete: (p: Plan) => void;
};

export function PlansSection(props: Props) {
  const plans = useAdminPlans();
  return (
    <section aria-label="Plans" className="flex flex-col gap-4">
      {plans.isPending ? (
        <Loading label="Loading plans…" />
      ) : plans.isError ? (
        <Notice tone="error">Could not load the plans. Please reload the page.</Notice>
      ) : (
        <>
          <ListHeader
            title="Plans"
            count={`${plans.data.items.length} ${plans.data.items.length === 1 ? 'plan' : 'plans'}`}
          />
          <PlanCards plans={plans.data.items} {...props} />
        </>
      )}
    </section>
  );
}

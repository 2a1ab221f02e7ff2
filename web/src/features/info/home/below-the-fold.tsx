// The home page's sections below the first screen. They load as the shopper scrolls toward
// them (see deferred.tsx), which keeps the first load within the JavaScript budget.
import { CashlessDelivery } from './cashless-delivery';
import { GetStarted } from './get-started';
import { QualityPromise } from './quality-promise';
import { SubscriptionPricing } from './subscription-pricing';
import { TrustFeatures } from './trust-features';
import { WaterComposition } from './water-composition';

export function BelowTheFold() {
  return (
    <div>
      <TrustFeatures />
      <CashlessDelivery />
      <GetStarted />
      <QualityPromise />
      <SubscriptionPricing />
      <WaterComposition />
    </div>
  );
}

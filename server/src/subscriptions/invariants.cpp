#include "subscriptions/invariants.hpp"

namespace aqua::subscriptions {

std::vector<db::Invariant> invariants() {
  return {
      {"a subscription's periods are billed by different orders (no period billed twice)",
       "SELECT subscription_id, order_id, COUNT(*) FROM subscription_periods WHERE order_id <> "
       "'' GROUP BY subscription_id, order_id HAVING COUNT(*) > 1"},
      {"a renewal order bills one period",
       "SELECT p.order_id, COUNT(*) FROM subscription_periods p WHERE p.period_index > 0 AND "
       "p.order_id <> '' GROUP BY p.order_id HAVING COUNT(*) > 1"},
      {"a billed period has its order; a paused or cancelled one has none",
       "SELECT subscription_id, period_start, status, order_id FROM subscription_periods WHERE "
       "(status = 'billed' AND order_id = '') OR (status <> 'billed' AND order_id <> '')"},
      {"deliveries belong to a period of their subscription",
       "SELECT d.id, d.subscription_id, d.period_start FROM subscription_deliveries d WHERE NOT "
       "EXISTS (SELECT 1 FROM subscription_periods p WHERE p.subscription_id = d.subscription_id "
       "AND p.period_start = d.period_start)"},
      {"a subscription and the orders that bill it have the same customer language",
       "SELECT s.id, s.language, o.id, o.language FROM subscriptions s JOIN subscription_periods "
       "p ON p.subscription_id = s.id JOIN orders o ON o.id = p.order_id WHERE o.language <> "
       "s.language"},
      {"a paused, cancelled or missed period plans no delivery",
       "SELECT d.id, d.subscription_id, d.period_start, p.status FROM subscription_deliveries d "
       "JOIN subscription_periods p ON p.subscription_id = d.subscription_id AND p.period_start "
       "= d.period_start WHERE p.status <> 'billed' AND d.status IN ('planned', 'dispatched')"},
      {"a missed period (reached after its delivery days) has no order and no delivery",
       "SELECT p.subscription_id, p.period_start, p.order_id FROM subscription_periods p WHERE "
       "p.status = 'missed' AND (p.order_id <> '' OR EXISTS (SELECT 1 FROM "
       "subscription_deliveries d WHERE d.subscription_id = p.subscription_id AND "
       "d.period_start = p.period_start))"},
  };
}

}  // namespace aqua::subscriptions

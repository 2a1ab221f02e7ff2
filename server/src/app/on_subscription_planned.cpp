#include "app/on_subscription_planned.hpp"

#include "app/subscription_stops.hpp"
#include "delivery/service.hpp"

namespace aqua::app {

subscriptions::OnPlannedAll on_deliveries_planned() {
  return [](soci::session& s, const subscriptions::Subscription& sub,
            const std::vector<subscriptions::Delivery>& all) {
    std::vector<delivery::StopSpec> specs;
    specs.reserve(all.size());
    // Read once for the period (its deliveries are stored): which one keeps the deposit.
    std::optional<DeliveryKey> deposit_at;
    bool renewing = !all.empty() && !placing_order(all.front().order_id);
    if (!sub.has_bottle_exchange && renewing) deposit_at = deposit_delivery_of(s, sub);
    for (std::size_t i = 0; i < all.size(); ++i)
      specs.push_back(planned_stop_spec(s, sub, all[i], static_cast<int>(i + 1), &deposit_at));
    delivery::Service::plan_stops(s, specs);
    // Not bought now: a stop rescheduled after a failure may come after these and still keep
    // the deposit; the first by date keeps it.
    if (renewing) follow_deposit(s, sub);
  };
}

subscriptions::OnPlanned on_delivery_changed() {
  return [](soci::session& s, const subscriptions::Subscription& sub,
            const subscriptions::Delivery& d, int split) {
    if (d.status == "planned" || d.status == "failed") {  // failed: its rescheduled stop
      delivery::Service::sync_subscription_stop(s, planned_stop_spec(s, sub, d, split));
      // Moved: the period's COD cash stays on its first stop still to happen.
      if (sub.payment_method == "cod") delivery::Service::place_order_cash(s, d.order_id);
    } else if (!delivery::Service::cancel_subscription_stop(s, sub.id, stop_period(d, split))) {
      return;
    }
    // Moved, skipped or cancelled: the deposit stays with the first stop still to happen.
    follow_deposit(s, sub);
  };
}

}  // namespace aqua::app

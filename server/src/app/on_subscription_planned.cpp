#include "app/on_subscription_planned.hpp"

#include "app/subscription_stops.hpp"
#include "delivery/service.hpp"

namespace aqua::app {

subscriptions::OnPlannedAll on_deliveries_planned() {
  return [](soci::session& s, const subscriptions::Subscription& sub,
            const std::vector<subscriptions::Delivery>& all) {
    std::vector<delivery::StopSpec> specs;
    specs.reserve(all.size());
    for (std::size_t i = 0; i < all.size(); ++i)
      specs.push_back(planned_stop_spec(s, sub, all[i], static_cast<int>(i + 1)));
    delivery::Service::plan_stops(s, specs);
  };
}

subscriptions::OnPlanned on_delivery_changed() {
  return [](soci::session& s, const subscriptions::Subscription& sub,
            const subscriptions::Delivery& d, int split) {
    if (d.status == "planned" || d.status == "failed")  // failed: its rescheduled stop
      delivery::Service::sync_subscription_stop(s, planned_stop_spec(s, sub, d, split));
    else
      delivery::Service::cancel_subscription_stop(s, sub.id, stop_period(d, split));
  };
}

}  // namespace aqua::app

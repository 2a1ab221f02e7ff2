#include "app/on_outcome_recorded.hpp"

#include "app/on_order_changed.hpp"
#include "app/outcome_sms.hpp"
#include "core/clock.hpp"
#include "orders/service.hpp"
#include "orders/store.hpp"
#include "subscriptions/service.hpp"

namespace aqua::app {

namespace {

void recorded(soci::session& s, const delivery::Stop& stop, const delivery::Outcome& o) {
  if (o.delivered && !stop.order_id.empty()) {
    bool paid = stop.cash_due_paisa > 0 && o.cash_collected_paisa >= stop.cash_due_paisa;
    orders::OrderService::record_delivery(s, stop.order_id, paid);
    // Short: what is still owed goes on the order's next open stop (on_order_changed.hpp).
    if (!paid)
      if (auto order = orders::store::find_order(s, stop.order_id)) ask_what_is_owed(s, *order);
  }
  if (!stop.subscription_id.empty())
    subscriptions::Service::delivery_outcome(s, stop.subscription_id, stop.period,
                                             o.delivered ? "delivered" : "failed");
}

}  // namespace

delivery::OutcomeReactions outcome_reactions(messages::Rules sms_rules, messages::Worker& sms) {
  return {
      [sms_rules, &sms](soci::session& s, const delivery::Stop& stop, const delivery::Outcome& o) {
        recorded(s, stop, o);
        queue_outcome_sms(s, stop, o, sms_rules, clock::now_ms());
        queue_on_the_way_sms(s, stop, sms_rules, clock::now_ms());
        sms.wake();
      }};
}

}  // namespace aqua::app

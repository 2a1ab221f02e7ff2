#include "app/on_outcome_recorded.hpp"

#include "app/on_order_changed.hpp"
#include "app/outcome_sms.hpp"
#include "app/subscription_stops.hpp"
#include "core/clock.hpp"
#include "orders/service.hpp"
#include "orders/store.hpp"
#include "subscriptions/service.hpp"
#include "subscriptions/store.hpp"

namespace aqua::app {

namespace {

// A subscription stop delivered or rescheduled: its subscription's other open stops ask the
// empties and deposit that now follow (a stop delivered out of date order, or moved after
// another).
void deposit_follows(soci::session& s, const delivery::Stop& stop) {
  if (stop.subscription_id.empty()) return;
  if (auto sub = subscriptions::store::find(s, stop.subscription_id)) follow_deposit(s, *sub);
}

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
  if (o.delivered) deposit_follows(s, stop);
}

}  // namespace

delivery::OutcomeReactions outcome_reactions(messages::Rules sms_rules, messages::Worker& sms) {
  return {
      [sms_rules, &sms](soci::session& s, const delivery::Stop& stop, const delivery::Outcome& o) {
        recorded(s, stop, o);
        queue_outcome_sms(s, stop, o, sms_rules, clock::now_ms());
        queue_on_the_way_sms(s, stop, sms_rules, clock::now_ms());
        sms.wake();
      },
      deposit_follows};
}

}  // namespace aqua::app

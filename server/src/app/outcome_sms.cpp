#include "app/outcome_sms.hpp"

#include "core/clock.hpp"
#include "delivery/service.hpp"
#include "messages/reminders.hpp"
#include "messages/rules.hpp"
#include "orders/store.hpp"
#include "subscriptions/store.hpp"

namespace aqua::app {

std::string stop_language(soci::session& s, const delivery::Stop& stop) {
  return stop.order_id.empty() ? subscriptions::store::language_of(s, stop.subscription_id)
                               : orders::store::language_of(s, stop.order_id);
}

void queue_outcome_sms(soci::session& s, const delivery::Stop& stop, const delivery::Outcome& o,
                       const messages::Rules& rules, long long now) {
  if (stop.phone.empty()) return;
  std::string number = stop.order_id.empty() ? stop.subscription_id : stop.order_id;
  std::string language = stop_language(s, stop);
  std::string text = o.delivered
                         ? messages::delivered_text({number, o.full_dropped, o.empties_collected,
                                                     o.cash_collected_paisa, "AquaPure", language})
                         : messages::failed_text({number, o.reason, "AquaPure", language});
  // One message per stop and outcome: a stop failed today and delivered later gets both.
  std::string kind = o.delivered ? "delivered" : "delivery_failed";
  messages::enqueue(s,
                    {kind + ":" + std::to_string(stop.id) + ":" + stop.date, kind, stop.phone, text,
                     stop.order_id},
                    now, rules);
}

void queue_on_the_way_sms(soci::session& s, const delivery::Stop& done,
                          const messages::Rules& rules, long long now) {
  if (done.date != clock::pakistan_date(now)) return;  // recorded late: the day is over
  auto next = delivery::Service::next_stop_after(s, done);
  if (!next || next->phone.empty()) return;
  std::string number = next->order_id.empty() ? next->subscription_id : next->order_id;
  messages::Message m{
      "on_the_way:" + std::to_string(next->id) + ":" + next->date, "on_the_way", next->phone,
      messages::on_the_way_text(number, next->slot, stop_language(s, *next)), next->order_id};
  m.any_hour = true;  // the driver is coming now, quiet hours or not
  messages::enqueue(s, m, now, rules);
}

void queue_order_placed_sms(soci::session& s, const orders::Order& o, const std::string& brand,
                            const messages::Rules& rules, long long now) {
  messages::PlacedOrder placed{o.id,
                               o.total_paisa,
                               o.delivery_date,
                               o.delivery_time,
                               o.payment_method == "cod" && o.payment_status == "pending",
                               brand.empty() ? "AquaPure" : brand,
                               o.language};
  messages::enqueue(
      s,
      {"order_placed:" + o.id, "order_placed", o.phone, messages::order_placed_text(placed), o.id},
      now, rules);
}

}  // namespace aqua::app

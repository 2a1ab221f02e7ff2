#include "app/on_order_placed.hpp"

#include <string>
#include <utility>
#include <vector>

#include "app/order_mail.hpp"
#include "app/order_stops.hpp"
#include "app/outcome_sms.hpp"
#include "app/subscription_stops.hpp"
#include "core/clock.hpp"
#include "delivery/service.hpp"

namespace aqua::app {

orders::OnPlaced order_placed_reaction(subscriptions::Service& subs,
                                       std::function<mail::ShopInfo()> shop,
                                       messages::Rules sms_rules) {
  return [&subs, shop = std::move(shop), sms_rules](soci::session& s, const orders::Order& o) {
    auto now = clock::now_ms();
    PlacingOrder placing(o);  // its subscription stops need not read it back
    auto links = o.source == "subscription"
                     ? std::vector<subscriptions::Link>{subs.new_link(s, o.subscription_id, now)}
                     : subs.create_from_order(s, o, now);
    auto info = shop();
    mail::enqueue_to_render(s, order_mails_to_render(o, info, links), now);
    if (!o.phone.empty()) queue_order_placed_sms(s, o, info.brand, sms_rules, now);
    if (auto stop = stop_for_order(o)) delivery::Service::plan_stops(s, {*stop});
  };
}

}  // namespace aqua::app

// Wiring between the subscriptions room and the delivery room: each planned delivery of a
// subscription makes one stop, kept in step when the subscription changes. Lives in app/
// because neither room knows the other (as order_stops.hpp for one-time orders).
#pragma once
#include <functional>
#include <optional>
#include <string>

#include "db/database.hpp"
#include "db/invariant.hpp"
#include "delivery/model.hpp"
#include "mail/templates.hpp"
#include "orders/order.hpp"
#include "subscriptions/model.hpp"
#include "subscriptions/service.hpp"

namespace aqua::app {

// The stop's period key: "<period start>#<split>" (split: 1-based), unique per delivery.
std::string stop_period(const subscriptions::Delivery& d, int split);

// The stop of a planned delivery: the subscription's product (the plan's returnable bottle)
// for that split; as many empties back when the subscriber exchanges, or on every delivery
// but the one that keeps the deposit when they paid one (that stop carries the deposit:
// returns_for in app/order_stops.hpp); the subscription's contact and the
// delivery's date, slot and address. `order` is the period's order (the renewal, or the
// order that bought the subscription); a COD order still unpaid puts its total as cash due
// on the period's first split only, of its first subscription line only, and not when that
// order also has one-time lines (their stop already carries the whole total). Pure.
// keeps_deposit: whether this delivery is the one that keeps a deposit subscriber's deposit
// (deposit_delivery); unset, the subscription's very first delivery is (as when it is bought).
delivery::StopSpec stop_for_planned(const subscriptions::Subscription& sub,
                                    const subscriptions::Delivery& d, int split,
                                    const orders::Order* order,
                                    std::optional<bool> keeps_deposit = std::nullopt);

// A delivery by its place: its period, its split in it and its status.
struct DeliveryKey {
  std::string period_start;
  int split = 0;
  std::string status;
};

// The delivery that leaves the bottles a deposit subscriber's deposit paid for: the first one
// (by period, then split) not skipped or cancelled, so a skipped, paused or cancelled first
// delivery hands it to the next (a failed one keeps it: its rescheduled stop leaves the
// bottles). nullopt when every delivery went away. Pure.
std::optional<DeliveryKey> deposit_delivery(const std::vector<subscriptions::Delivery>& all);

// While an order is being placed (in its transaction, on the writer's thread), the stops of
// the subscriptions it buys take the order from here instead of reading it back (two
// statements per planned delivery; on PostgreSQL each a round trip).
class PlacingOrder {
 public:
  explicit PlacingOrder(const orders::Order& o);
  ~PlacingOrder();
  PlacingOrder(const PlacingOrder&) = delete;
  PlacingOrder& operator=(const PlacingOrder&) = delete;

 private:
  const orders::Order* previous_;
};

// True while `order_id` is the order being placed (PlacingOrder) on this thread.
bool placing_order(const std::string& order_id);

// The stop of a planned delivery, its order read in the caller's transaction (or taken from
// the order being placed): what app/on_subscription_planned.cpp syncs.
// deposit_at: the subscription's deposit_delivery when the caller already knows it (a
// period's deliveries planned together), else read here for a deposit subscriber.
delivery::StopSpec planned_stop_spec(soci::session& s, const subscriptions::Subscription& sub,
                                     const subscriptions::Delivery& d, int split,
                                     const std::optional<DeliveryKey>* deposit_at = nullptr);

// A deposit subscriber's deliveries changed (planned, moved, skipped, cancelled) or a stop of
// it was delivered or rescheduled: its open stops ask, by date, the empties and deposit
// delivery::DepositWalk gives (delivery::Service::place_subscription_deposit; deposit_delivery
// is only the first guess of a stop being made). Nothing for an exchanging subscriber.
void follow_deposit(soci::session& s, const subscriptions::Subscription& sub);
std::optional<DeliveryKey> deposit_delivery_of(soci::session& s,
                                               const subscriptions::Subscription& sub);

// Stops for deliveries planned before this wiring existed (from Pakistan's today on).
// Idempotent: a delivery's stop is keyed by subscription and period (one already made is
// left as it is). Returns how many planned deliveries were looked at.
int backfill_subscription_stops(db::Database& db);

// Subscription deliveries and their stops agree (aquapure check): each period's deliveries
// that still happen (not skipped or cancelled) have as many live stops (not cancelled, not
// replaced by a rescheduled one), and the other way round; each open stop asks the empties and
// deposit follow_deposit places.
std::vector<db::Invariant> subscription_stop_invariants();

}  // namespace aqua::app

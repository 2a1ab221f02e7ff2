#include "app/subscription_stops.hpp"

#include <optional>

#include "app/order_stops.hpp"
#include "core/clock.hpp"
#include "delivery/rules.hpp"
#include "delivery/service.hpp"
#include "orders/store.hpp"

namespace aqua::app {

std::string stop_period(const subscriptions::Delivery& d, int split) {
  return d.period_start + "#" + std::to_string(split);
}

namespace {

// The one subscription whose first delivery collects an order's cash: a renewal's own, or
// the first subscription line of the order that bought several (each would ask the whole
// total otherwise).
bool collects_for(const subscriptions::Subscription& sub, const orders::Order& order) {
  if (order.source == "subscription") return true;
  for (std::size_t i = 0; i < order.items.size(); ++i)
    if (order.items[i].purchase_type == "subscription") return sub.position == static_cast<int>(i);
  return false;
}

}  // namespace

std::optional<DeliveryKey> deposit_delivery(const std::vector<subscriptions::Delivery>& all) {
  const subscriptions::Delivery* first = nullptr;
  for (const auto& d : all) {
    if (d.status == "skipped" || d.status == "cancelled") continue;
    if (!first || d.period_start < first->period_start ||
        (d.period_start == first->period_start && d.id < first->id))
      first = &d;
  }
  if (!first) return std::nullopt;
  return DeliveryKey{first->period_start, subscriptions::split_number(all, *first), first->status};
}

delivery::StopSpec stop_for_planned(const subscriptions::Subscription& sub,
                                    const subscriptions::Delivery& d, int split,
                                    const orders::Order* order, std::optional<bool> keeps_deposit) {
  delivery::StopSpec spec;
  spec.subscription_id = sub.id;
  spec.period = stop_period(d, split);
  spec.order_id = d.order_id;
  spec.date = d.date;
  spec.slot = d.slot;
  spec.address = d.address;
  spec.postal_code = d.postal_code;
  spec.city = d.city;
  spec.customer_key = delivery::customer_key(sub.email, sub.phone);
  spec.phone = sub.phone;
  spec.name = sub.first_name + " " + sub.last_name;
  spec.lines.push_back({d.product_id, d.product_name, d.bottles, true});
  // Its bottles follow the one-time rule (returns_for): a subscriber who exchanges hands back
  // empties from the first delivery; one who paid a deposit gets the first delivery's
  // bottles for it and, from the second on, exchanges the empties of the one before.
  bool first = keeps_deposit.value_or(split == 1 && d.period_start == sub.start_date);
  auto returns =
      returns_for(d.bottles, sub.has_bottle_exchange || !first, first ? sub.deposit_paisa : 0);
  spec.empties = returns.empties;
  spec.deposit_paisa = returns.deposit_paisa;
  bool cod_unpaid = order && order->payment_method == "cod" && order->payment_status == "pending" &&
                    order->status != "cancelled";
  if (split == 1 && cod_unpaid && !stop_for_order(*order) && collects_for(sub, *order))
    spec.cash_due_paisa = order->total_paisa;
  spec.notes = "Subscription " + sub.id + " (" + sub.plan_name + ")";
  return spec;
}

namespace {

thread_local const orders::Order* placing = nullptr;

}  // namespace

std::optional<DeliveryKey> deposit_delivery_of(soci::session& s,
                                               const subscriptions::Subscription& sub) {
  if (sub.has_bottle_exchange) return std::nullopt;
  return deposit_delivery(subscriptions::store::deliveries(s, sub.id));
}

delivery::StopSpec planned_stop_spec(soci::session& s, const subscriptions::Subscription& sub,
                                     const subscriptions::Delivery& d, int split,
                                     const std::optional<DeliveryKey>* deposit_at) {
  // The order being placed has just planned its first period: the deposit is on its first.
  if (placing_order(d.order_id)) return stop_for_planned(sub, d, split, placing);
  std::optional<bool> keeps;
  if (!sub.has_bottle_exchange) {
    auto at = deposit_at ? *deposit_at : deposit_delivery_of(s, sub);
    keeps = at && at->period_start == d.period_start && at->split == split;
  }
  std::optional<orders::Order> order;
  if (!d.order_id.empty()) order = orders::store::find_order(s, d.order_id);
  return stop_for_planned(sub, d, split, order ? &*order : nullptr, keeps);
}

void follow_deposit(soci::session& s, const subscriptions::Subscription& sub) {
  if (!sub.has_bottle_exchange)
    delivery::Service::place_subscription_deposit(s, sub.id, sub.deposit_paisa);
}

bool placing_order(const std::string& order_id) {
  return placing && !order_id.empty() && placing->id == order_id;
}

PlacingOrder::PlacingOrder(const orders::Order& o) : previous_(placing) {
  placing = &o;
}

PlacingOrder::~PlacingOrder() {
  placing = previous_;
}

int backfill_subscription_stops(db::Database& db) {
  auto today = clock::pakistan_date(clock::now_ms());
  return db.write([&](soci::session& s) {
    int checked = 0;
    subscriptions::Service::each_planned(
        s, today,
        [&checked](soci::session& s, const subscriptions::Subscription& sub,
                   const subscriptions::Delivery& d, int split) {
          delivery::Service::add_stop(s, planned_stop_spec(s, sub, d, split));
          ++checked;
        });
    return checked;
  });
}

namespace {

// A subscription's bottles are real bottles: its product is a product of the catalogue (a
// plan line bought before plans had one, when the catalogue had no returnable product, keeps
// the plan's name), its stops drop that product, and its open stops ask back what returns_for
// gives: a deposit subscriber's deposit on its first open stop by date (then id) while no
// delivered stop has left bottles without asking their empties back
// (delivery::Service::place_subscription_deposit), empties on every other; the ledger never
// charges a subscription more deposit than it paid.
std::vector<db::Invariant> bottle_invariants() {
  const std::string first =
      "(s.has_bottle_exchange = 0 AND NOT EXISTS (SELECT 1 FROM deliveries e WHERE "
      "e.subscription_id = d.subscription_id AND ((e.status = 'delivered' AND e.empties_due < "
      "e.bottles_due) OR (e.status IN ('planned', 'failed') AND (e.delivery_date < "
      "d.delivery_date OR (e.delivery_date = d.delivery_date AND e.id < d.id))))))";
  return {
      {"a plan delivers an active returnable product (catalog/admin_fields.hpp)",
       "SELECT pl.id, pl.product_id FROM plans pl WHERE pl.product_id <> '' AND NOT EXISTS "
       "(SELECT 1 FROM products p WHERE p.id = pl.product_id AND p.has_exchange = 1 AND "
       "p.is_active = 1)"},
      {"a subscription's product is a product of the catalogue",
       "SELECT s.id, s.product_id FROM subscriptions s WHERE s.product_id NOT LIKE "
       "'subscription-%' AND NOT EXISTS (SELECT 1 FROM products p WHERE p.id = s.product_id)"},
      {"a subscription's stops drop its product",
       "SELECT d.id, s.id, l.product_id, s.product_id FROM deliveries d JOIN subscriptions s ON "
       "s.id = d.subscription_id JOIN delivery_lines l ON l.delivery_id = d.id WHERE "
       "l.product_id <> s.product_id"},
      {"a subscription's open stop charges its deposit on its first stop still to happen",
       "SELECT d.id, d.period, d.deposit_due_paisa, s.deposit_paisa FROM deliveries d JOIN "
       "subscriptions s ON s.id = d.subscription_id WHERE d.status IN ('planned', 'failed') AND "
       "d.deposit_due_paisa <> CASE WHEN " +
           first + " THEN s.deposit_paisa ELSE 0 END"},
      {"a planned subscription stop expects its bottles back, but where the deposit is charged",
       "SELECT d.id, d.bottles_due, d.empties_due FROM deliveries d JOIN subscriptions s ON s.id "
       "= d.subscription_id WHERE d.status = 'planned' AND d.empties_due <> CASE WHEN " +
           first + " THEN 0 ELSE d.bottles_due END"},
      {"a subscription's stops charge at most the deposit it paid",
       "SELECT s.id, s.deposit_paisa, SUM(m.deposit_paisa) FROM subscriptions s JOIN deliveries "
       "d ON d.subscription_id = s.id JOIN bottle_ledger m ON m.delivery_id = d.id AND m.kind = "
       "'deposit_charged' GROUP BY s.id, s.deposit_paisa HAVING SUM(m.deposit_paisa) > "
       "s.deposit_paisa"},
  };
}

}  // namespace

std::vector<db::Invariant> subscription_stop_invariants() {
  const std::string deliveries =
      "SELECT subscription_id, period_start, COUNT(*) AS n FROM subscription_deliveries WHERE "
      "status NOT IN ('skipped', 'cancelled') GROUP BY subscription_id, period_start";
  // A stop's period is "<period start>#<split>": its first ten characters are the start.
  const std::string stops =
      "SELECT subscription_id, SUBSTR(period, 1, 10) AS period_start, COUNT(*) AS n FROM "
      "deliveries WHERE subscription_id <> '' AND status NOT IN ('cancelled', 'rescheduled') "
      "GROUP BY subscription_id, SUBSTR(period, 1, 10)";
  auto all = bottle_invariants();
  std::vector<db::Invariant> live = {
      {"a subscription period's live deliveries have as many live stops",
       "SELECT d.subscription_id, d.period_start, d.n, COALESCE(s.n, 0) FROM (" + deliveries +
           ") d LEFT JOIN (" + stops +
           ") s ON s.subscription_id = d.subscription_id AND s.period_start = d.period_start "
           "WHERE d.n <> COALESCE(s.n, 0)"},
      {"a subscription's live stops belong to its live deliveries",
       "SELECT s.subscription_id, s.period_start, s.n FROM (" + stops + ") s WHERE NOT EXISTS (" +
           "SELECT 1 FROM subscription_deliveries d WHERE d.subscription_id = s.subscription_id "
           "AND d.period_start = s.period_start AND d.status NOT IN ('skipped', 'cancelled'))"},
  };
  all.insert(all.end(), live.begin(), live.end());
  return all;
}

}  // namespace aqua::app

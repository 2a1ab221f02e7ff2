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
    std::optional<subscriptions::Subscription> last;  // each one's deposit placed once
    subscriptions::Service::each_planned(
        s, today,
        [&checked, &last](soci::session& s, const subscriptions::Subscription& sub,
                          const subscriptions::Delivery& d, int split) {
          delivery::Service::add_stop(s, planned_stop_spec(s, sub, d, split));
          if (last && last->id != sub.id) follow_deposit(s, *last);
          last = sub;
          ++checked;
        });
    if (last) follow_deposit(s, *last);
    return checked;
  });
}

namespace {

// Each open subscription stop with the empties and deposit it should ask (want_e, want_dp):
// delivery::DepositWalk in SQL. An exchanging subscriber's stops ask their bottles back and no
// deposit; a deposit subscriber's ask back what the customer keeps (the most bottles a
// delivered stop, or an open one before it by date then id, left) and charge the deposit of
// the bottles they add to those covered (charged by delivered stops, or left by open ones
// before it), up to the bottles of its first stop as made.
const char* const kDepositWalk =
    "WITH w AS (SELECT d.id, d.status, d.bottles_due AS b, d.empties_due AS e, "
    "d.deposit_due_paisa AS dp, s.has_bottle_exchange AS x, s.deposit_paisa AS paid, "
    "COALESCE((SELECT f.bottles_due FROM deliveries f WHERE f.subscription_id = "
    "d.subscription_id AND f.source_key = 'sub:' || f.subscription_id || ':' || f.period ORDER "
    "BY f.period LIMIT 1), 0) AS n, COALESCE((SELECT MAX(v.bottles_due) FROM deliveries v WHERE "
    "v.subscription_id = d.subscription_id AND v.status = 'delivered'), 0) AS kept, "
    "COALESCE((SELECT CAST(SUM(v.deposit_due_paisa) AS BIGINT) FROM deliveries v WHERE "
    "v.subscription_id = d.subscription_id AND v.status = 'delivered'), 0) AS charged, "
    "COALESCE((SELECT "
    "MAX(o.bottles_due) FROM deliveries o WHERE o.subscription_id = d.subscription_id AND "
    "o.status IN ('planned', 'failed') AND (o.delivery_date < d.delivery_date OR "
    "(o.delivery_date = d.delivery_date AND o.id < d.id))), 0) AS most FROM deliveries d JOIN "
    "subscriptions s ON s.id = d.subscription_id WHERE d.status IN ('planned', 'failed')), "
    "u AS (SELECT w.*, CASE WHEN n > 0 THEN paid / n ELSE 0 END AS unit FROM w), "
    "c AS (SELECT u.*, CASE WHEN kept > most THEN kept ELSE most END AS held, CASE WHEN b < n "
    "THEN b ELSE n END AS upto, CASE WHEN unit > 0 AND charged / unit > most THEN charged / "
    "unit ELSE most END AS cov FROM u), "
    "k AS (SELECT c.*, CASE WHEN cov < n THEN cov ELSE n END AS covered FROM c), "
    "t AS (SELECT k.*, CASE WHEN x <> 0 THEN b WHEN b < held THEN b ELSE held END AS want_e, "
    "CASE WHEN x <> 0 OR upto <= covered THEN 0 ELSE unit * (upto - covered) END AS want_dp "
    "FROM k) ";

// A subscription's bottles are real bottles: its product is a product of the catalogue (a
// plan line bought before plans had one, when the catalogue had no returnable product, keeps
// the plan's name), its stops drop that product, and its open stops ask back what returns_for
// gives, a deposit subscriber's by DepositWalk (kDepositWalk; placed by
// delivery::Service::place_subscription_deposit); the ledger never charges a subscription more
// deposit than it paid.
std::vector<db::Invariant> bottle_invariants() {
  const std::string walk = kDepositWalk;
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
      {"a subscription's open stop charges the deposit of the bottles it adds to those covered",
       walk + "SELECT id, b, dp, want_dp FROM t WHERE dp <> want_dp"},
      {"a planned subscription stop expects back the bottles the customer keeps",
       walk + "SELECT id, b, e, want_e FROM t WHERE status = 'planned' AND e <> want_e"},
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

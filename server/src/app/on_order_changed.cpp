#include "app/on_order_changed.hpp"

#include <algorithm>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "delivery/service.hpp"
#include "subscriptions/service.hpp"

namespace aqua::app {

namespace {

// A driver still collects cash for the order: cash on delivery, not paid, not cancelled.
bool cash_owed(const orders::Order& o) {
  return o.payment_method == "cod" && o.payment_status == "pending" && o.status != "cancelled";
}

void cancelled(soci::session& s, const orders::Order& o) {
  delivery::Service::cancel_order_stops(s, o.id);
  subscriptions::Service::order_cancelled(s, o.id);
  // A renewal that took a credit gives it back to its subscription for the next renewal.
  subscriptions::store::give_back_credit(s, o.id, clock::now_ms());
}

void changed(soci::session& s, const orders::Order& before, const orders::Order& after) {
  bool was_cancelled = before.status == "cancelled", now_cancelled = after.status == "cancelled";
  if (!was_cancelled && now_cancelled) {
    if (delivery::Service::delivered_for_order(s, after.id).delivered > 0)
      throw ApiError(409, "order_delivered",
                     "This order has been delivered, so it cannot be cancelled; mark its payment "
                     "refunded if the money was returned");
    cancelled(s, after);
    return;
  }
  bool reopened = was_cancelled && !now_cancelled;
  if (reopened && !subscriptions::store::take_back_credit(s, after.id))
    throw ApiError(409, "credit_used",
                   "The credit this renewal took was given back when it was cancelled and a "
                   "later renewal has used it, so it cannot be reopened");
  if (reopened) delivery::Service::reopen_order_stops(s, after.id);
  bool repriced = before.total_paisa != after.total_paisa;
  if (!reopened && !repriced && cash_owed(before) == cash_owed(after)) return;
  ask_what_is_owed(s, after);
}

}  // namespace

void ask_what_is_owed(soci::session& s, const orders::Order& o) {
  std::int64_t owed = 0;
  if (cash_owed(o))
    owed = std::max<std::int64_t>(
        0, o.total_paisa - delivery::Service::delivered_for_order(s, o.id).cash_collected_paisa);
  delivery::Service::set_order_cash_due(s, o.id, owed);
}

orders::OrderReactions order_reactions() {
  return {changed, cancelled};
}

std::vector<db::Invariant> order_invariants() {
  // Stop e comes before stop d of the same order: an order's own stop before its
  // subscriptions', then by date, then by id (delivery::Service::set_order_cash_due's order).
  // The cash the order's delivered stops collected.
  const std::string kCollected =
      "(SELECT COALESCE(SUM(x.cash_collected_paisa), 0) FROM deliveries x WHERE x.order_id = "
      "o.id AND x.status = 'delivered')";
  const std::string own_e = "CASE WHEN e.subscription_id = '' THEN 0 ELSE 1 END";
  const std::string own_d = "CASE WHEN d.subscription_id = '' THEN 0 ELSE 1 END";
  const std::string first_before = own_e + " < " + own_d + " OR (" + own_e + " = " + own_d +
                                   " AND (e.delivery_date < d.delivery_date OR (e.delivery_date "
                                   "= d.delivery_date AND e.id < d.id)))";
  return {
      {"a cancelled order has no open stop",
       "SELECT d.id, d.order_id, d.status FROM deliveries d JOIN orders o ON o.id = d.order_id "
       "WHERE o.status = 'cancelled' AND d.status IN ('planned', 'failed')"},
      {"a deleted order has no open stop",
       "SELECT d.id, d.order_id, d.status FROM deliveries d WHERE d.order_id <> '' AND d.status "
       "IN ('planned', 'failed') AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id = "
       "d.order_id)"},
      {"cash is due only for an unpaid cash-on-delivery order",
       "SELECT d.id, d.order_id, d.cash_due_paisa, o.payment_method, o.payment_status FROM "
       "deliveries d JOIN orders o ON o.id = d.order_id WHERE d.status IN ('planned', 'failed') "
       "AND d.cash_due_paisa > 0 AND NOT (o.payment_method = 'cod' AND o.payment_status = "
       "'pending' AND o.status <> 'cancelled')"},
      {"an order's stops never ask for more cash than its total",
       "SELECT o.id, o.total_paisa, SUM(d.cash_due_paisa) FROM orders o JOIN deliveries d ON "
       "d.order_id = o.id WHERE d.status IN ('planned', 'failed') GROUP BY o.id, o.total_paisa "
       "HAVING SUM(d.cash_due_paisa) > o.total_paisa"},
      {"an unpaid cash-on-delivery order asks its cash on its first open stop (its own stop "
       "first, then by date)",
       "SELECT d.id, d.order_id, d.cash_due_paisa FROM deliveries d WHERE d.status IN "
       "('planned', 'failed') AND d.cash_due_paisa > 0 AND EXISTS (SELECT 1 FROM deliveries e "
       "WHERE e.order_id = d.order_id AND e.id <> d.id AND e.status IN ('planned', 'failed') AND "
       "(" +
           first_before + "))"},
      {"an unpaid cash-on-delivery order asks on its open stops its total less the cash its "
       "delivered stops collected (a short collection is carried to the next stop)",
       "SELECT o.id, o.total_paisa, SUM(d.cash_due_paisa), " + kCollected +
           " FROM orders o JOIN deliveries d ON d.order_id = o.id AND d.status IN ('planned', "
           "'failed') WHERE o.payment_method = 'cod' AND o.payment_status = 'pending' AND "
           "o.status <> 'cancelled' GROUP BY o.id, o.total_paisa HAVING SUM(d.cash_due_paisa) <> "
           "CASE WHEN o.total_paisa > " +
           kCollected + " THEN o.total_paisa - " + kCollected + " ELSE 0 END"},
      {"a delivered order is not cancelled",
       "SELECT o.id, o.status FROM orders o WHERE o.status = 'cancelled' AND EXISTS (SELECT 1 "
       "FROM deliveries d WHERE d.order_id = o.id AND d.status = 'delivered')"},
  };
}

}  // namespace aqua::app

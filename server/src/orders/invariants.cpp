#include "orders/invariants.hpp"

namespace aqua::orders {

std::vector<db::Invariant> invariants() {
  // Pakistan's day of an order: (created_at + 5 h) / 24 h, as orders/day_totals.hpp keeps it.
  const std::string day = "(created_at + 18000000) / 86400000";
  const std::string per_day =
      "SELECT " + day +
      " AS day, COUNT(*) AS n, SUM(CASE WHEN status <> 'cancelled' THEN total_paisa ELSE 0 END) "
      "AS revenue FROM orders GROUP BY " +
      day;
  const std::string kept =
      "SELECT day, SUM(orders) AS n, SUM(revenue_paisa) AS revenue FROM order_days GROUP BY day";
  return {
      {"the dashboard's orders and revenue per day are the orders of that day",
       "SELECT o.day, o.n, o.revenue, COALESCE(k.n, 0), COALESCE(k.revenue, 0) FROM (" + per_day +
           ") o LEFT JOIN (" + kept +
           ") k ON k.day = o.day WHERE o.n <> COALESCE(k.n, 0) OR o.revenue <> COALESCE(k.revenue, "
           "0) UNION ALL SELECT k.day, 0, 0, k.n, k.revenue FROM (" +
           kept +
           ") k WHERE (k.n <> 0 OR k.revenue <> 0) AND NOT EXISTS (SELECT 1 FROM orders "
           "WHERE " +
           day + " = k.day)"},
      {"the customers list counts every order and what was spent",
       "SELECT c.n, c.spent, o.n, o.spent FROM (SELECT COALESCE(SUM(total_orders), 0) AS n, "
       "COALESCE(SUM(total_spent_paisa), 0) AS spent FROM customers) c, (SELECT COUNT(*) AS n, "
       "COALESCE(SUM(CASE WHEN status <> 'cancelled' THEN total_paisa ELSE 0 END), 0) AS spent "
       "FROM orders) o WHERE c.n <> o.n OR c.spent <> o.spent"},
      {"every order has its lines",
       "SELECT o.id FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE "
       "i.order_id = o.id)"},
  };
}

}  // namespace aqua::orders

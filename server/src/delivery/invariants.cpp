// The delivery room's own invariants (aquapure check, app/check.cpp): the bottle ledger, its
// kept balances and totals, each stop's movements (after corrections), each driver's day,
// corrections and deposit refunds.
#include "delivery/invariants.hpp"

namespace aqua::delivery {

namespace {

// The ledger: balances, totals, each stop's movements and deposits.
std::vector<db::Invariant> ledger_invariants() {
  return {
      {"a customer's kept balance is the sum of their ledger movements",
       "SELECT b.customer_key, b.bottles, b.deposit_paisa, COALESCE(l.bottles, 0), "
       "COALESCE(l.deposit, 0) FROM bottle_balances b LEFT JOIN (SELECT customer_key, "
       "SUM(bottles) AS bottles, SUM(deposit_paisa) AS deposit FROM bottle_ledger GROUP BY "
       "customer_key) l ON l.customer_key = b.customer_key WHERE b.bottles <> COALESCE(l.bottles, "
       "0) OR b.deposit_paisa <> COALESCE(l.deposit, 0)"},
      {"every customer with ledger movements has a kept balance",
       "SELECT DISTINCT l.customer_key FROM bottle_ledger l WHERE NOT EXISTS (SELECT 1 FROM "
       "bottle_balances b WHERE b.customer_key = l.customer_key)"},
      {"the dashboard's bottle totals are the sum of the balances",
       "SELECT t.bottles, t.deposit, b.bottles, b.deposit FROM (SELECT COALESCE(SUM(bottles), 0) "
       "AS bottles, COALESCE(SUM(deposit_paisa), 0) AS deposit FROM bottle_totals) t, (SELECT "
       "COALESCE(SUM(bottles), 0) AS bottles, COALESCE(SUM(deposit_paisa), 0) AS deposit FROM "
       "bottle_balances) b WHERE t.bottles <> b.bottles OR t.deposit <> b.deposit"},
      {"a stop's ledger movements are what its outcome recorded (nothing unless delivered)",
       "SELECT d.id, d.status, d.full_dropped, d.empties_collected, COALESCE(m.dropped, 0), "
       "COALESCE(m.collected, 0) FROM deliveries d LEFT JOIN (SELECT delivery_id, SUM(CASE WHEN "
       "kind = 'dropped' THEN bottles ELSE 0 END) AS dropped, SUM(CASE WHEN kind = 'collected' "
       "THEN -bottles ELSE 0 END) AS collected FROM bottle_ledger WHERE delivery_id IS NOT NULL "
       "GROUP BY delivery_id) m ON m.delivery_id = d.id WHERE COALESCE(m.dropped, 0) <> CASE "
       "WHEN d.status = 'delivered' THEN d.full_dropped ELSE 0 END OR COALESCE(m.collected, 0) "
       "<> CASE WHEN d.status = 'delivered' THEN d.empties_collected ELSE 0 END"},
      {"a deposit is held only for bottles left with the customer (a delivered stop)",
       "SELECT l.delivery_id, d.status, SUM(l.deposit_paisa) FROM bottle_ledger l JOIN "
       "deliveries d ON d.id = l.delivery_id WHERE l.kind IN ('deposit_charged', "
       "'deposit_refunded') AND d.status <> 'delivered' GROUP BY l.delivery_id, d.status HAVING "
       "SUM(l.deposit_paisa) <> 0"},
      {"a delivered stop charges no more deposit than its order paid",
       "SELECT d.id, d.deposit_due_paisa, SUM(l.deposit_paisa) FROM deliveries d JOIN "
       "bottle_ledger l ON l.delivery_id = d.id AND l.kind = 'deposit_charged' GROUP BY d.id, "
       "d.deposit_due_paisa HAVING SUM(l.deposit_paisa) > d.deposit_due_paisa"},
  };
}

// Drivers' days, open stops, corrections and refunds.
std::vector<db::Invariant> day_invariants() {
  return {
      {"no two stops of one driver and date share a sequence number",
       "SELECT driver_id, delivery_date, sequence, COUNT(*) FROM deliveries WHERE driver_id <> '' "
       "GROUP BY driver_id, delivery_date, sequence HAVING COUNT(*) > 1"},
      {"no planned stop is assigned to a driver off duty on its date (the roster)",
       "SELECT d.id, d.driver_id, d.delivery_date FROM deliveries d JOIN driver_roster r ON "
       "r.driver_id = d.driver_id AND r.roster_date = d.delivery_date WHERE r.on_duty = 0 AND "
       "d.status = 'planned'"},
      {"a driver's day holds the cash of its recorded outcomes",
       "SELECT dd.driver_id, dd.delivery_date, dd.cash_collected_paisa, COALESCE(x.cash, 0) FROM "
       "driver_days dd LEFT JOIN (SELECT driver_id, delivery_date, SUM(cash_collected_paisa) AS "
       "cash FROM deliveries WHERE outcome_key IS NOT NULL GROUP BY driver_id, delivery_date) x "
       "ON x.driver_id = dd.driver_id AND x.delivery_date = dd.delivery_date WHERE "
       "dd.cash_collected_paisa <> COALESCE(x.cash, 0)"},
      {"cash recorded on a stop is in its driver's day",
       "SELECT d.driver_id, d.delivery_date, SUM(d.cash_collected_paisa) FROM deliveries d "
       "WHERE d.outcome_key IS NOT NULL AND d.cash_collected_paisa > 0 AND NOT EXISTS (SELECT 1 "
       "FROM driver_days dd WHERE dd.driver_id = d.driver_id AND dd.delivery_date = "
       "d.delivery_date) GROUP BY d.driver_id, d.delivery_date"},
      {"an open stop has no outcome recorded",
       "SELECT id, status FROM deliveries WHERE status = 'planned' AND outcome_key IS NOT NULL"},
      {"a corrected stop's outcome is its latest correction",
       "SELECT d.id, d.full_dropped, d.empties_collected, d.cash_collected_paisa, "
       "c.after_full_dropped, c.after_empties_collected, c.after_cash_collected_paisa FROM "
       "deliveries d JOIN outcome_corrections c ON c.delivery_id = d.id WHERE c.id = (SELECT "
       "MAX(x.id) FROM outcome_corrections x WHERE x.delivery_id = d.id) AND (d.full_dropped <> "
       "c.after_full_dropped OR d.empties_collected <> c.after_empties_collected OR "
       "d.cash_collected_paisa <> c.after_cash_collected_paisa OR d.status <> 'delivered')"},
      {"a correction's movements are the change it made (the original stays in the ledger)",
       "SELECT c.id, c.delivery_id, c.before_full_dropped, c.after_full_dropped, "
       "COALESCE(m.dropped, 0), c.before_empties_collected, c.after_empties_collected, "
       "COALESCE(m.collected, 0) FROM outcome_corrections c LEFT JOIN (SELECT correction_id, "
       "SUM(CASE WHEN kind = 'dropped' THEN bottles ELSE 0 END) AS dropped, SUM(CASE WHEN kind = "
       "'collected' THEN -bottles ELSE 0 END) AS collected FROM bottle_ledger WHERE "
       "correction_id IS NOT NULL GROUP BY correction_id) m ON m.correction_id = c.id WHERE "
       "COALESCE(m.dropped, 0) <> c.after_full_dropped - c.before_full_dropped OR "
       "COALESCE(m.collected, 0) <> c.after_empties_collected - c.before_empties_collected"},
      {"a deposit refund's movements are the bottles and deposit it paid back",
       "SELECT r.id, r.customer_key, r.bottles, r.deposit_paisa, COALESCE(m.bottles, 0), "
       "COALESCE(m.deposit, 0) FROM deposit_refunds r LEFT JOIN (SELECT refund_id, "
       "SUM(bottles) AS bottles, SUM(deposit_paisa) AS deposit FROM bottle_ledger WHERE "
       "refund_id IS NOT NULL GROUP BY refund_id) m ON m.refund_id = r.id WHERE "
       "COALESCE(m.bottles, 0) <> -r.bottles OR COALESCE(m.deposit, 0) <> -r.deposit_paisa"},
      {"a reopened day says who reopened it and why",
       "SELECT driver_id, delivery_date FROM driver_days WHERE reopened_at IS NOT NULL AND "
       "(reopened_by = '' OR reopen_reason = '')"},
      {"a stop's bottles due are its returnable lines",
       "SELECT d.id, d.bottles_due, COALESCE(SUM(l.quantity), 0) FROM deliveries d LEFT JOIN "
       "delivery_lines l ON l.delivery_id = d.id AND l.returnable = 1 GROUP BY d.id, "
       "d.bottles_due HAVING d.bottles_due <> COALESCE(SUM(l.quantity), 0)"},
  };
}

// Planning the day: locks, planned arrivals and phone positions.
std::vector<db::Invariant> plan_invariants() {
  return {
      {"a stop locked to a place in the route is locked to a driver",
       "SELECT id FROM deliveries WHERE lock_driver = '' AND lock_position <> 0"},
      {"a planned arrival belongs to a stop with a driver",
       "SELECT id FROM deliveries WHERE planned_arrival <> '' AND driver_id = ''"},
      {"a phone position is kept only with a delivered outcome",
       "SELECT id, status FROM deliveries WHERE position_lat IS NOT NULL AND status <> "
       "'delivered'"},
  };
}

}  // namespace

std::vector<db::Invariant> invariants() {
  auto all = ledger_invariants();
  for (auto& inv : day_invariants()) all.push_back(std::move(inv));
  for (auto& inv : plan_invariants()) all.push_back(std::move(inv));
  return all;
}

}  // namespace aqua::delivery

// What a change to an order does to its stops: the SQL behind Service::cancel_order_stops,
// Service::set_order_cash_due and Service::delivered_for_order (app/on_order_changed.cpp
// calls them in the order's transaction).
#include "core/clock.hpp"
#include "db/prepared.hpp"
#include "db/row.hpp"
#include "delivery/service.hpp"
#include "delivery/store.hpp"

namespace aqua::delivery {

namespace store {

int cancel_open_of_order(soci::session& s, const std::string& order_id, long long now) {
  soci::statement st =
      (s.prepare << "UPDATE deliveries SET status = 'cancelled', cash_due_paisa = 0, "
                    "updated_at = :u WHERE order_id = :o AND status IN ('planned', 'failed')",
       soci::use(now), soci::use(order_id));
  st.execute(true);
  return static_cast<int>(st.get_affected_rows());
}

int set_open_cash_due(soci::session& s, const std::string& order_id, std::int64_t paisa,
                      long long now) {
  std::vector<long long> open;
  db::each_row(s,
               "SELECT id FROM deliveries WHERE order_id = :o AND status IN ('planned', "
               "'failed') ORDER BY CASE WHEN subscription_id = '' THEN 0 ELSE 1 END, "
               "delivery_date, id",
               {order_id}, [&](const soci::row& r) { open.push_back(db::row_int(r, 0)); });
  for (std::size_t i = 0; i < open.size(); ++i) {
    long long due = i == 0 ? paisa : 0;
    s << "UPDATE deliveries SET cash_due_paisa = :c, updated_at = :u WHERE id = :id AND "
         "cash_due_paisa <> :c2",
        soci::use(due), soci::use(now), soci::use(open[i]), soci::use(due);
  }
  return static_cast<int>(open.size());
}

std::int64_t stack_open_cash(soci::session& s, const std::string& order_id, std::int64_t extra,
                             long long now) {
  auto row = db::query_row(s,
                           "SELECT COUNT(*), COALESCE(SUM(cash_due_paisa), 0) FROM deliveries "
                           "WHERE order_id = :o AND status IN ('planned', 'failed')",
                           {order_id});
  if (!row || std::stoll((*row)[0]) == 0) return 0;
  std::int64_t cash = std::stoll((*row)[1]) + extra;
  set_open_cash_due(s, order_id, cash, now);
  return cash;
}

int reopen_of_order(soci::session& s, const std::string& order_id, const std::string& today,
                    long long now) {
  // The order's own latest stop (a rescheduled one's successor has the larger id).
  auto row = db::query_row(s,
                           "SELECT id, delivery_date, outcome_key, driver_id FROM deliveries "
                           "WHERE order_id = :o AND subscription_id = '' AND status = 'cancelled' "
                           "ORDER BY id DESC LIMIT 1",
                           {order_id});
  if (!row) return 0;
  long long id = std::stoll((*row)[0]);
  bool had_outcome = !(*row)[2].empty();
  if (had_outcome) {
    s << "UPDATE deliveries SET status = 'failed', updated_at = :u WHERE id = :id", soci::use(now),
        soci::use(id);
  } else if ((*row)[1] >= today) {
    // Back to planned, without its driver if the roster has them off that day.
    s << "UPDATE deliveries SET status = 'planned', driver_id = CASE WHEN EXISTS (SELECT 1 FROM "
         "driver_roster r WHERE r.driver_id = deliveries.driver_id AND r.roster_date = "
         "deliveries.delivery_date AND r.on_duty = 0) THEN '' ELSE driver_id END, updated_at = :u "
         "WHERE id = :id",
        soci::use(now), soci::use(id);
    renumber(s, (*row)[3], (*row)[1]);
  } else {
    s << "UPDATE deliveries SET status = 'failed', failure_reason = 'other', outcome_note = "
         "'Reopened after its date', driver_id = '', updated_at = :u WHERE id = :id",
        soci::use(now), soci::use(id);
  }
  return 1;
}

OrderDeliveries delivered_of_order(soci::session& s, const std::string& order_id) {
  OrderDeliveries out;
  db::each_row(s,
               "SELECT COUNT(*), COALESCE(SUM(cash_collected_paisa), 0) FROM deliveries WHERE "
               "order_id = :o AND status = 'delivered'",
               {order_id}, [&](const soci::row& r) {
                 out.delivered = static_cast<int>(db::row_int(r, 0));
                 out.cash_collected_paisa = db::row_int(r, 1);
               });
  return out;
}

}  // namespace store

int Service::cancel_order_stops(soci::session& s, const std::string& order_id) {
  return store::cancel_open_of_order(s, order_id, clock::now_ms());
}

int Service::reopen_order_stops(soci::session& s, const std::string& order_id) {
  long long now = clock::now_ms();
  return store::reopen_of_order(s, order_id, clock::pakistan_date(now), now);
}

void Service::place_order_cash(soci::session& s, const std::string& order_id) {
  if (!order_id.empty()) store::stack_open_cash(s, order_id, 0, clock::now_ms());
}

int Service::set_order_cash_due(soci::session& s, const std::string& order_id, std::int64_t paisa) {
  return store::set_open_cash_due(s, order_id, paisa, clock::now_ms());
}

OrderDeliveries Service::delivered_for_order(soci::session& s, const std::string& order_id) {
  return store::delivered_of_order(s, order_id);
}

int Service::confirm_order_stops(soci::session& s, const std::string& order_id, long long at) {
  return static_cast<int>(db::exec(s,
                                   "UPDATE deliveries SET confirmed_at = :t WHERE order_id = :o "
                                   "AND confirmed_at = 0",
                                   {at, order_id}));
}

}  // namespace aqua::delivery

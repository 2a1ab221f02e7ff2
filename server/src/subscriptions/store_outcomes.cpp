// The subscriptions room's SQL for what other rooms tell it: a stop's outcome on the delivery it
// serves, and a cancelled order's deliveries and subscriptions (app/on_outcome_recorded.cpp,
// app/on_order_changed.cpp call them through Service).
#include "db/row.hpp"
#include "subscriptions/store.hpp"

namespace aqua::subscriptions::store {

bool set_delivery_status(soci::session& s, const std::string& id, const std::string& period_start,
                         int split, const std::string& status, long long now) {
  if (split < 1) return false;
  std::vector<long long> ids;
  db::each_row(s,
               "SELECT id FROM subscription_deliveries WHERE subscription_id = :s AND "
               "period_start = :p ORDER BY id",
               {id, period_start}, [&](const soci::row& r) { ids.push_back(db::row_int(r, 0)); });
  if (static_cast<std::size_t>(split) > ids.size()) return false;
  long long delivery = ids[static_cast<std::size_t>(split) - 1];
  soci::statement st = (s.prepare << "UPDATE subscription_deliveries SET status = :st, "
                                     "updated_at = :u WHERE id = :id AND status NOT IN "
                                     "('skipped', 'cancelled')",
                        soci::use(status), soci::use(now), soci::use(delivery));
  st.execute(true);
  return st.get_affected_rows() == 1;
}

int cancel_for_order(soci::session& s, const std::string& order_id, const std::string& today,
                     long long now) {
  soci::statement st = (s.prepare << "UPDATE subscription_deliveries SET status = 'cancelled', "
                                     "updated_at = :u WHERE order_id = :o AND status IN "
                                     "('planned', 'dispatched', 'failed')",
                        soci::use(now), soci::use(order_id));
  st.execute(true);
  s << "UPDATE subscriptions SET status = 'cancelled', cancel_from = :t, updated_at = :u WHERE "
       "order_id = :o AND status <> 'cancelled'",
      soci::use(today), soci::use(now), soci::use(order_id);
  return static_cast<int>(st.get_affected_rows());
}

}  // namespace aqua::subscriptions::store

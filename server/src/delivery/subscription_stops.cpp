// Keeping a subscription's planned stops in step with its planned deliveries, and the
// customers' bottle balances for the admin customers page.
#include "core/clock.hpp"
#include "db/prepared.hpp"
#include "db/row.hpp"
#include "delivery/rules.hpp"
#include "delivery/service.hpp"
#include "delivery/store.hpp"

namespace aqua::delivery {

namespace {

std::string key_of(const std::string& subscription_id, const std::string& period) {
  return "sub:" + subscription_id + ":" + period;
}

}  // namespace

long long Service::sync_subscription_stop(soci::session& s, const StopSpec& spec) {
  auto key = key_of(spec.subscription_id, spec.period);
  long long id = store::stop_id_by_source(s, key);
  if (id == 0) return add_stop(s, spec);
  std::string code = normalize_postal_code(spec.postal_code);
  long long zone = store::zone_of_postal_code(s, code), now = clock::now_ms();
  // A planned stop moved to another date leaves its driver's day: that day is numbered again.
  auto was = db::query_row(s,
                           "SELECT driver_id, delivery_date FROM deliveries WHERE id = :id AND "
                           "status = 'planned' AND driver_id <> '' AND delivery_date <> :d",
                           {id, spec.date});
  soci::indicator zone_ind = zone ? soci::i_ok : soci::i_null;
  soci::statement st =
      (s.prepare << "UPDATE deliveries SET driver_id = CASE WHEN delivery_date = :d0 THEN "
                    "driver_id ELSE '' END, sequence = CASE WHEN delivery_date = :d1 THEN "
                    "sequence ELSE 0 END, delivery_date = :d2, slot = :sl, address = :a, "
                    "postal_code = :pc, city = :c, zone_id = :z, updated_at = :u WHERE id = :id "
                    "AND status = 'planned'",
       soci::use(spec.date), soci::use(spec.date), soci::use(spec.date), soci::use(spec.slot),
       soci::use(spec.address), soci::use(code), soci::use(spec.city), soci::use(zone, zone_ind),
       soci::use(now), soci::use(id));
  st.execute(true);
  if (was) store::renumber(s, (*was)[0], (*was)[1]);
  // Stops rescheduled after a failure (or waiting to be) keep the date dispatch gave them and
  // follow the delivery's address.
  s << "UPDATE deliveries SET address = :a, postal_code = :pc, city = :c, zone_id = :z, "
       "updated_at = :u WHERE subscription_id = :s AND period = :p AND source_key <> :k AND "
       "status IN ('planned', 'failed')",
      soci::use(spec.address), soci::use(code), soci::use(spec.city), soci::use(zone, zone_ind),
      soci::use(now), soci::use(spec.subscription_id), soci::use(spec.period), soci::use(key);
  return st.get_affected_rows() > 0 ? id : 0;
}

bool Service::cancel_subscription_stop(soci::session& s, const std::string& subscription_id,
                                       const std::string& period) {
  long long id = 0, cash = 0, now = clock::now_ms();
  std::string key = key_of(subscription_id, period);
  // Its own stop while planned, else the stop that replaced it after a failure (rescheduled,
  // or failed and waiting to be).
  s << "SELECT id, cash_due_paisa FROM deliveries WHERE subscription_id = :s AND period = :p AND "
       "status IN ('planned', 'failed') ORDER BY CASE WHEN source_key = :k THEN 0 ELSE 1 END, id "
       "DESC LIMIT 1",
      soci::use(subscription_id), soci::use(period), soci::use(key), soci::into(id),
      soci::into(cash);
  if (!s.got_data()) return false;
  // The period's COD cash moves to its next planned stop (none left: nobody collects it; a
  // cancelled stop asks for none).
  long long next = 0;
  std::string prefix = period.substr(0, period.find('#')) + "#%";
  s << "SELECT id FROM deliveries WHERE subscription_id = :s AND period LIKE :p AND status = "
       "'planned' AND id <> :id ORDER BY delivery_date, id LIMIT 1",
      soci::use(subscription_id), soci::use(prefix), soci::use(id), soci::into(next);
  bool moved = cash > 0 && s.got_data();
  if (moved)
    s << "UPDATE deliveries SET cash_due_paisa = cash_due_paisa + :c, updated_at = :u WHERE id "
         "= :id",
        soci::use(cash), soci::use(now), soci::use(next);
  s << "UPDATE deliveries SET status = 'cancelled', cash_due_paisa = 0, updated_at = :u WHERE "
       "id = :id",
      soci::use(now), soci::use(id);
  return true;
}

}  // namespace aqua::delivery

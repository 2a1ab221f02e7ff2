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
  std::string key = key_of(subscription_id, period), order_id;
  // Its own stop while planned, else the stop that replaced it after a failure (rescheduled,
  // or failed and waiting to be).
  s << "SELECT id, cash_due_paisa, order_id FROM deliveries WHERE subscription_id = :s AND "
       "period = :p AND status IN ('planned', 'failed') ORDER BY CASE WHEN source_key = :k THEN "
       "0 ELSE 1 END, id DESC LIMIT 1",
      soci::use(subscription_id), soci::use(period), soci::use(key), soci::into(id),
      soci::into(cash), soci::into(order_id);
  if (!s.got_data()) return false;
  s << "UPDATE deliveries SET status = 'cancelled', cash_due_paisa = 0, updated_at = :u WHERE "
       "id = :id",
      soci::use(now), soci::use(id);
  // The order's COD cash moves to its first stop still to happen (none left: nobody collects
  // it; a cancelled stop asks for none).
  if (cash > 0 && !order_id.empty()) store::stack_open_cash(s, order_id, cash, now);
  return true;
}

namespace {

// A subscription's open stops (planned, or failed waiting to be rescheduled) by date then id:
// the first keeps the deposit and asks no empties back when `holds`, every other asks its
// bottles back as empties and charges no deposit.
void place_open_deposit(soci::session& s, const std::string& subscription_id, bool holds,
                        std::int64_t deposit_paisa) {
  auto open = db::query_rows(s,
                             "SELECT id, bottles_due FROM deliveries WHERE subscription_id = :s "
                             "AND status IN ('planned', 'failed') ORDER BY delivery_date, id",
                             {subscription_id});
  long long now = clock::now_ms();
  for (std::size_t i = 0; i < open.size(); ++i) {
    bool first = holds && i == 0;
    long long id = std::stoll(open[i][0]), empties = first ? 0 : std::stoll(open[i][1]);
    long long deposit = first ? deposit_paisa : 0;
    db::exec(s,
             "UPDATE deliveries SET empties_due = :e, deposit_due_paisa = :dp, updated_at = :u "
             "WHERE id = :id AND (empties_due <> :e2 OR deposit_due_paisa <> :dp2)",
             {empties, deposit, now, id, empties, deposit});
  }
}

}  // namespace

void Service::place_subscription_deposit(soci::session& s, const std::string& subscription_id,
                                         std::int64_t deposit_paisa) {
  // A delivered stop that left bottles without asking their empties back kept them already.
  bool kept = db::query_row(s,
                            "SELECT id FROM deliveries WHERE subscription_id = :s AND status = "
                            "'delivered' AND empties_due < bottles_due LIMIT 1",
                            {subscription_id})
                  .has_value();
  place_open_deposit(s, subscription_id, !kept, deposit_paisa);
}

void Service::follow_open_deposit(soci::session& s, const std::string& subscription_id) {
  auto held = db::query_row(s,
                            "SELECT deposit_due_paisa FROM deliveries WHERE subscription_id = :s "
                            "AND status IN ('planned', 'failed') AND empties_due < bottles_due "
                            "ORDER BY id LIMIT 1",
                            {subscription_id});
  if (held) place_open_deposit(s, subscription_id, true, std::stoll((*held)[0]));
}

}  // namespace aqua::delivery

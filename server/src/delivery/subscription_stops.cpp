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

// What a deposit subscriber's stops already did: the bottles its deposit covers (the first
// stop made for it, its first delivery as bought), the most bottles a delivered stop left (the
// customer keeps as many between deliveries) and the deposit delivered stops charged.
struct DepositSoFar {
  long long covers = 0, kept = 0, charged = 0;
};

DepositSoFar deposit_so_far(soci::session& s, const std::string& subscription_id) {
  DepositSoFar out;
  auto first = db::query_row(s,
                             "SELECT bottles_due FROM deliveries WHERE subscription_id = :s AND "
                             "source_key = 'sub:' || subscription_id || ':' || period ORDER BY "
                             "period LIMIT 1",
                             {subscription_id});
  if (first) out.covers = std::stoll((*first)[0]);
  auto done =
      db::query_row(s,
                    "SELECT COALESCE(MAX(bottles_due), 0), COALESCE(SUM(deposit_due_paisa), "
                    "0) FROM deliveries WHERE subscription_id = :s AND status = "
                    "'delivered'",
                    {subscription_id});
  if (done) out.kept = std::stoll((*done)[0]), out.charged = std::stoll((*done)[1]);
  return out;
}

}  // namespace

void Service::place_subscription_deposit(soci::session& s, const std::string& subscription_id,
                                         std::int64_t deposit_paisa) {
  auto so_far = deposit_so_far(s, subscription_id);
  auto open = db::query_rows(s,
                             "SELECT id, bottles_due FROM deliveries WHERE subscription_id = :s "
                             "AND status IN ('planned', 'failed') ORDER BY delivery_date, id",
                             {subscription_id});
  DepositWalk walk{so_far.covers, deposit_paisa, so_far.kept, so_far.charged};
  long long now = clock::now_ms();
  for (const auto& row : open) {
    auto due = walk.next(std::stoi(row[1]));
    long long id = std::stoll(row[0]), empties = due.empties, deposit = due.deposit_paisa;
    db::exec(s,
             "UPDATE deliveries SET empties_due = :e, deposit_due_paisa = :dp, updated_at = :u "
             "WHERE id = :id AND (empties_due <> :e2 OR deposit_due_paisa <> :dp2)",
             {empties, deposit, now, id, empties, deposit});
  }
}

}  // namespace aqua::delivery

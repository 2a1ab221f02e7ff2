// The subscriptions room's credits: money paid for bottles that did not come, applied to the
// next renewal order (its discount) or owed after the subscription ended.
#include "db/prepared.hpp"
#include "db/row.hpp"
#include "subscriptions/store.hpp"

namespace aqua::subscriptions::store {

void insert_credit(soci::session& s, const Credit& c) {
  db::exec_deferred(s,
                    "INSERT INTO subscription_credits (subscription_id, kind, period_start, "
                    "order_id, bottles, amount_paisa, reason, applied_order_id, created_at) "
                    "VALUES (:s, :k, :p, :o, :b, :a, :r, :ao, :c)",
                    {c.subscription_id, c.kind, c.period_start, c.order_id, c.bottles,
                     c.amount_paisa, c.reason, c.applied_order_id, c.created_at});
}

std::vector<Credit> credits(soci::session& s, const std::string& id) {
  return db::select_all(s,
                        "SELECT id, subscription_id, kind, period_start, order_id, bottles, "
                        "amount_paisa, reason, applied_order_id, created_at FROM "
                        "subscription_credits WHERE subscription_id = :id ORDER BY id",
                        {id}, &Credit::id, &Credit::subscription_id, &Credit::kind,
                        &Credit::period_start, &Credit::order_id, &Credit::bottles,
                        &Credit::amount_paisa, &Credit::reason, &Credit::applied_order_id,
                        &Credit::created_at);
}

std::int64_t credited_for(soci::session& s, const std::string& order_id, const std::string& id) {
  auto row = db::query_row(s,
                           "SELECT COALESCE(SUM(amount_paisa), 0) FROM subscription_credits "
                           "WHERE order_id = :o AND subscription_id = :s AND kind = 'refund'",
                           {order_id, id});
  return row ? std::stoll((*row)[0]) : 0;
}

void apply_credits(soci::session& s, const std::string& id, const std::string& order_id) {
  db::exec_deferred(s,
                    "UPDATE subscription_credits SET applied_order_id = :o WHERE subscription_id "
                    "= :s AND applied_order_id = ''",
                    {order_id, id});
}

std::int64_t give_back_credit(soci::session& s, const std::string& order_id, long long now) {
  auto row = db::query_row(
      s,
      "SELECT MIN(subscription_id), MAX(period_start), COALESCE(SUM(amount_paisa), 0) - "
      "COALESCE((SELECT SUM(k.amount_paisa) FROM subscription_credits k WHERE k.kind = 'carried' "
      "AND k.order_id = :o), 0) FROM subscription_credits WHERE applied_order_id = :o2",
      {order_id, order_id});
  if (!row || (*row)[0].empty()) return 0;
  std::int64_t taken = std::stoll((*row)[2]);
  if (taken <= 0) return 0;
  Credit c;
  c.subscription_id = (*row)[0];
  c.kind = "carried";
  c.period_start = (*row)[1];
  c.order_id = order_id;
  c.amount_paisa = taken;
  c.reason = "Given back: the renewal " + order_id + " that took it was cancelled";
  c.created_at = now;
  db::exec(s,
           "INSERT INTO subscription_credits (subscription_id, kind, period_start, order_id, "
           "bottles, amount_paisa, reason, applied_order_id, created_at) VALUES (:s, :k, :p, :o, "
           "0, :a, :r, '', :c)",
           {c.subscription_id, c.kind, c.period_start, c.order_id, c.amount_paisa, c.reason,
            c.created_at});
  return taken;
}

bool take_back_credit(soci::session& s, const std::string& order_id) {
  const std::string mine =
      "FROM subscription_credits WHERE kind = 'carried' AND order_id = :o AND reason LIKE 'Given "
      "back:%'";
  auto used =
      db::query_row(s, "SELECT COUNT(*) " + mine + " AND applied_order_id <> ''", {order_id});
  if (used && std::stoll((*used)[0]) > 0) return false;
  db::exec(s, "DELETE " + mine, {order_id});
  return true;
}

int unpause_from(soci::session& s, const std::string& id, const std::string& today) {
  soci::statement st =
      (s.prepare << "DELETE FROM subscription_periods WHERE subscription_id = :s AND status = "
                    "'paused' AND period_start > :t AND NOT EXISTS (SELECT 1 FROM "
                    "subscription_periods l WHERE l.subscription_id = :s2 AND l.period_start > "
                    "subscription_periods.period_start AND l.status <> 'paused')",
       soci::use(id), soci::use(today), soci::use(id));
  st.execute(true);
  return static_cast<int>(st.get_affected_rows());
}

}  // namespace aqua::subscriptions::store

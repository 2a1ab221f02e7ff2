// Migration 026 brings data from before the rule that subscription money follows the
// deliveries (docs/product.md#subscriptions): a deposit subscriber whose first delivery was
// skipped has the deposit (and no empties back) on the first open stop that still comes, and
// a renewal cancelled or deleted after it took a credit gives that credit back, once.
// Migration 028 places it by date (a rescheduled stop may come later) and charges a delivery
// only for the bottles it adds (delivery::DepositWalk).
#include <gtest/gtest.h>
#include <soci/soci.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include "db/migrations.hpp"
#include "db/prepared.hpp"

namespace aqua::subscriptions {
namespace {

struct MemorySession : soci::session {
  MemorySession() : soci::session(soci::sqlite3, ":memory:") {}
  ~MemorySession() { db::forget(*this); }
  MemorySession(const MemorySession&) = delete;
  MemorySession& operator=(const MemorySession&) = delete;
};

void apply(soci::session& s, int from, int to) {
  for (const auto& m : db::embedded_migrations())
    if (m.version >= from && m.version <= to)
      for (const auto& stmt : db::statements_for(m.sql, db::Kind::sqlite)) s << stmt;
}

// A deposit subscriber (PKR 2,000 for 2 bottles, SUB-d).
void add_deposit_subscriber(soci::session& s) {
  s << "INSERT INTO subscriptions (id, order_id, position, product_id, product_name, plan_id, "
       "plan_name, frequency, bottles, unit_paisa, discount_bp, quantity, has_bottle_exchange, "
       "deposit_paisa, first_name, last_name, email, phone, address, city, postal_code, "
       "delivery_address, delivery_city, delivery_postal_code, payment_method, weekday, slot, "
       "split, start_date, created_at, updated_at) VALUES ('SUB-d', 'ORD-d', 0, '1', 'Bottle', "
       "'basic', 'Basic', 'Monthly', 6, 199900, 1000, 1, 0, 200000, 'A', 'B', 'a@example.pk', "
       "'0300', 'H', 'Islamabad', '44000', 'H', 'Islamabad', '44000', 'cod', 1, '9am-12pm', "
       "'weekly', '2026-12-01', 1, 1)";
}

// One of SUB-d's stops of 2 bottles: its key, period ("<start>#<split>"), date, empties and
// deposit due, status.
void add_stop(soci::session& s, const std::string& key, const std::string& period,
              const std::string& date, int empties, long long deposit, const std::string& status,
              int bottles = 2) {
  s << "INSERT INTO deliveries (source_key, subscription_id, period, delivery_date, slot, "
       "customer_key, bottles_due, empties_due, deposit_due_paisa, status, created_at, "
       "updated_at) VALUES (:k, 'SUB-d', :pe, :d, '9am-12pm', 'e:a@example.pk', :b, :e, :dp, "
       ":st, 1, 1)",
      soci::use(key), soci::use(period), soci::use(date), soci::use(bottles), soci::use(empties),
      soci::use(deposit), soci::use(status);
}

// SUB-d's first of three stops was skipped: its cancelled stop kept the deposit, the others
// ask 2 empties back each.
void add_skipped_first(soci::session& s) {
  add_deposit_subscriber(s);
  for (int n = 1; n <= 3; ++n) {
    std::string period = "2026-12-01#" + std::to_string(n);
    add_stop(s, "sub:SUB-d:" + period, period, "2026-12-0" + std::to_string(n), n == 1 ? 0 : 2,
             n == 1 ? 200000 : 0, n == 1 ? "cancelled" : "planned");
  }
}

// Each stop as "<period> <status> <empties due> <deposit due>", by period then id.
std::vector<std::string> stops(soci::session& s) {
  std::vector<std::string> got;
  soci::rowset<soci::row> rows =
      s.prepare << "SELECT period, status, empties_due, deposit_due_paisa FROM deliveries "
                   "ORDER BY period, id";
  for (const auto& r : rows)
    got.push_back(r.get<std::string>(0) + " " + r.get<std::string>(1) + " " +
                  std::to_string(r.get<int>(2)) + " " + std::to_string(r.get<long long>(3)));
  return got;
}

TEST(MoneyMigration, DepositMovesToTheFirstOpenStopAndLostCreditsComeBack) {
  MemorySession s;
  apply(s, 1, 25);
  add_skipped_first(s);
  // A credit of PKR 50 taken by the renewal ORD-gone, since deleted (no order row).
  s << "INSERT INTO subscription_credits (subscription_id, kind, period_start, order_id, "
       "bottles, amount_paisa, reason, applied_order_id, created_at) VALUES ('SUB-d', 'refund', "
       "'2026-11-01', 'ORD-paid', 1, 5000, 'skipped', 'ORD-gone', 7)";
  apply(s, 26, 26);
  EXPECT_EQ(stops(s), (std::vector<std::string>{"2026-12-01#1 cancelled 0 200000",
                                                "2026-12-01#2 planned 0 200000",
                                                "2026-12-01#3 planned 2 0"}));
  long long back = 0;
  std::string applied = "x";
  s << "SELECT amount_paisa, applied_order_id FROM subscription_credits WHERE kind = 'carried' "
       "AND order_id = 'ORD-gone'",
      soci::into(back), soci::into(applied);
  EXPECT_EQ(back, 5000);
  EXPECT_EQ(applied, "");
  // Once: the migration run again (a replay) gives nothing more back.
  apply(s, 26, 26);
  long long n = 0;
  s << "SELECT COUNT(*) FROM subscription_credits WHERE kind = 'carried'", soci::into(n);
  EXPECT_EQ(n, 1);
}

// Migration 028: SUB-d's first delivery failed and was rescheduled after its second; the
// rescheduled stop kept the deposit. The second, now the first to come, takes it and no
// empties; the rescheduled one exchanges. A delivered stop that left the bottles keeps them.
TEST(MoneyMigration, DepositGoesToTheFirstOpenStopByDate) {
  MemorySession s;
  apply(s, 1, 27);
  add_deposit_subscriber(s);
  add_stop(s, "sub:SUB-d:2026-12-01#1", "2026-12-01#1", "2026-12-01", 0, 200000, "rescheduled");
  add_stop(s, "sub:SUB-d:2026-12-01#2", "2026-12-01#2", "2026-12-08", 2, 0, "planned");
  add_stop(s, "sub:SUB-d:2026-12-01#3", "2026-12-01#3", "2026-12-15", 2, 0, "planned");
  add_stop(s, "sub:SUB-d:2026-12-01#1@2026-12-09#1", "2026-12-01#1", "2026-12-09", 0, 200000,
           "planned");
  apply(s, 28, 28);
  EXPECT_EQ(stops(s), (std::vector<std::string>{
                          "2026-12-01#1 rescheduled 0 200000", "2026-12-01#1 planned 2 0",
                          "2026-12-01#2 planned 0 200000", "2026-12-01#3 planned 2 0"}));
  // Its second delivered (leaving its bottles): every open stop exchanges.
  s << "UPDATE deliveries SET status = 'delivered' WHERE period = '2026-12-01#2'";
  s << "UPDATE deliveries SET empties_due = 0, deposit_due_paisa = 200000 WHERE period = "
       "'2026-12-01#3'";
  apply(s, 28, 28);
  EXPECT_EQ(stops(s), (std::vector<std::string>{
                          "2026-12-01#1 rescheduled 0 200000", "2026-12-01#1 planned 2 0",
                          "2026-12-01#2 delivered 0 200000", "2026-12-01#3 planned 2 0"}));
}

// Migration 028: SUB-d's deposit (PKR 2,000) pays for its first delivery's 2 bottles; that one
// was skipped and the next drops 1. It charges 1 bottle's deposit, the one after (2 bottles)
// asks 1 empty back and charges the other.
TEST(MoneyMigration, ADepositMovedToFewerBottlesChargesThoseOnly) {
  MemorySession s;
  apply(s, 1, 27);
  add_deposit_subscriber(s);
  add_stop(s, "sub:SUB-d:2026-12-01#1", "2026-12-01#1", "2026-12-01", 0, 200000, "cancelled");
  add_stop(s, "sub:SUB-d:2026-12-01#2", "2026-12-01#2", "2026-12-08", 0, 200000, "planned", 1);
  add_stop(s, "sub:SUB-d:2026-12-01#3", "2026-12-01#3", "2026-12-15", 2, 0, "planned");
  apply(s, 28, 28);
  EXPECT_EQ(stops(s), (std::vector<std::string>{"2026-12-01#1 cancelled 0 200000",
                                                "2026-12-01#2 planned 0 100000",
                                                "2026-12-01#3 planned 1 100000"}));
}

}  // namespace
}  // namespace aqua::subscriptions

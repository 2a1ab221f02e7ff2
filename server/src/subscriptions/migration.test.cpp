// Migration 020 ties the plans to their returnable product and gives the subscriptions made
// before it that product, on their deliveries and stops too, with empties back on every stop
// still to be driven after the first delivery (docs/product.md#subscriptions).
#include <gtest/gtest.h>
#include "db/migration_testing.hpp"

namespace aqua::subscriptions {
namespace {

using db::MemorySession;

// A subscription of plan `plan` bought before migration 020, its two deliveries of one period
// and their stops (the first delivered), as the server made them then.
void add_legacy(soci::session& s, const std::string& id, const std::string& plan) {
  s << "INSERT INTO subscriptions (id, order_id, position, product_id, product_name, plan_id, "
       "plan_name, frequency, bottles, unit_paisa, discount_bp, quantity, first_name, last_name, "
       "email, phone, address, city, postal_code, delivery_address, delivery_city, "
       "delivery_postal_code, payment_method, weekday, slot, split, start_date, created_at, "
       "updated_at) VALUES ('" +
           id + "', 'ORD-" + id + "', 0, 'subscription-" + plan + "', 'Basic Subscription', '" +
           plan +
           "', 'Basic', 'Monthly', 4, 199900, 1000, 1, 'A', 'B', 'a@example.pk', '0300', 'H', "
           "'Islamabad', '44000', 'H', 'Islamabad', '44000', 'cod', 1, '9am-12pm', 'biweekly', "
           "'2026-12-01', 1, 1)";
  int n = 0;
  std::string product = "subscription-" + plan;
  for (std::string date : {"2026-12-01", "2026-12-15"}) {
    std::string period = "2026-12-01#" + std::to_string(++n);
    std::string status = n == 1 ? "delivered" : "planned";
    std::string key = "sub:" + id;
    key += ":" + period;
    s << "INSERT INTO subscription_deliveries (subscription_id, period_start, date, slot, "
         "address, city, postal_code, product_id, product_name, bottles, status, created_at, "
         "updated_at) VALUES (:s, '2026-12-01', :d, '9am-12pm', 'H', 'Islamabad', '44000', :p, "
         "'Basic Subscription', 2, :st, 1, 1)",
        soci::use(id), soci::use(date), soci::use(product), soci::use(status);
    s << "INSERT INTO deliveries (source_key, subscription_id, period, delivery_date, slot, "
         "customer_key, bottles_due, status, created_at, updated_at) VALUES (:k, :s, :pe, :d, "
         "'9am-12pm', 'e:a@example.pk', 2, :st, 1, 1)",
        soci::use(key), soci::use(id), soci::use(period), soci::use(date), soci::use(status);
    long long stop = 0;
    s << "SELECT MAX(id) FROM deliveries", soci::into(stop);
    s << "INSERT INTO delivery_lines (delivery_id, product_id, name, quantity, returnable) "
         "VALUES (:d, :p, 'Basic Subscription', 2, 1)",
        soci::use(stop), soci::use(product);
  }
}

std::string text(soci::session& s, const std::string& sql) {
  std::string out;
  soci::rowset<std::string> rows = s.prepare << sql;
  for (const auto& r : rows) out += (out.empty() ? "" : "|") + r;
  return out;
}

TEST(PlanBottlesMigration, PlansAndSubscriptionsBeforeItDropTheReturnableBottle) {
  MemorySession s;
  db::apply_migrations(s, 1, 19);
  s << "INSERT INTO products (id, name, price_paisa, has_exchange, deposit_paisa, sort_order, "
       "created_at, updated_at) VALUES ('2', 'Pack', 36000, 0, 0, 2, 1, 1), ('1', '19 Liter "
       "Bottle', 25000, 1, 100000, 1, 1, 1)";
  s << "INSERT INTO plans (id, name, price_paisa, bottles, created_at, updated_at) VALUES "
       "('basic', 'Basic', 199900, 4, 1, 1)";
  add_legacy(s, "SUB-A", "basic");
  add_legacy(s, "SUB-B", "gone");  // its plan was deleted since
  db::apply_migrations(s, 20, 20);

  EXPECT_EQ(text(s, "SELECT product_id FROM plans"), "1");
  EXPECT_EQ(text(s,
                 "SELECT product_id || ':' || product_name || ':' || deposit_paisa FROM "
                 "subscriptions ORDER BY id"),
            "1:19 Liter Bottle:0|1:19 Liter Bottle:0");
  EXPECT_EQ(text(s,
                 "SELECT DISTINCT product_id || ':' || product_name FROM "
                 "subscription_deliveries"),
            "1:19 Liter Bottle");
  EXPECT_EQ(text(s, "SELECT DISTINCT product_id || ':' || name FROM delivery_lines"),
            "1:19 Liter Bottle");
  // No deposit was paid: the first delivery (driven) stays as it was, every later planned
  // stop expects its bottles back.
  EXPECT_EQ(text(s,
                 "SELECT period || '=' || status || ':' || empties_due FROM deliveries "
                 "WHERE subscription_id = 'SUB-A' ORDER BY period"),
            "2026-12-01#1=delivered:0|2026-12-01#2=planned:2");
}

}  // namespace
}  // namespace aqua::subscriptions

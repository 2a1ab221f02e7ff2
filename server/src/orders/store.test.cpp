// Order ids are four random characters per 8 ms tick (orders/order.hpp): an id that is taken
// writes nothing and says so, and the caller draws another.
#include "orders/store.hpp"

#include <gtest/gtest.h>

#include "db/prepared.hpp"
#include "db/testing.hpp"

namespace aqua::orders {
namespace {

Order order(const std::string& id, const std::string& email, long long at) {
  Order o;
  o.id = id;
  o.first_name = "Ali";
  o.last_name = "Khan";
  o.email = email;
  o.phone = "+92 300 1234567";
  o.payment_method = "cod";
  o.status = "pending";
  o.payment_status = "pending";
  o.total_paisa = 1000;
  o.order_date = o.created_at = o.updated_at = at;
  o.items.push_back(OrderItem{});
  o.items.back().product_id = "1";
  o.items.back().product_name = "19 Liter Bottle";
  o.items.back().purchase_type = "one-time";
  o.items.back().quantity = 1;
  return o;
}

long long count(soci::session& s, const std::string& sql) {
  return std::stoll((*db::query_row(s, sql, {}))[0]);
}

TEST(OrderStore, ATakenIdWritesNothingAndTheNextIdWritesAll) {
  auto db = db::fresh_test_db("orders-taken-id");
  db->write([&](soci::session& s) {
    EXPECT_TRUE(store::insert_order(s, order("ORD-2222222222", "a@x.pk", 1000), "h1"));
    auto twin = order("ORD-2222222222", "b@x.pk", 2000);
    EXPECT_FALSE(store::insert_order(s, twin, "h2"));
    EXPECT_EQ(count(s, "SELECT COUNT(*) FROM orders"), 1);
    EXPECT_EQ(count(s, "SELECT COUNT(*) FROM order_items"), 1);
    EXPECT_EQ(count(s, "SELECT COUNT(*) FROM customers WHERE key = 'e:b@x.pk'"), 0);
    twin.id = new_order_id();
    EXPECT_TRUE(store::insert_order(s, twin, "h2"));
    EXPECT_EQ(count(s, "SELECT COUNT(*) FROM order_items"), 2);
    EXPECT_EQ(count(s, "SELECT COUNT(*) FROM customers WHERE key = 'e:b@x.pk'"), 1);
    EXPECT_EQ(store::find_order(s, "ORD-2222222222")->email, "a@x.pk");
  });
}

}  // namespace
}  // namespace aqua::orders

// Migration 006 gives the orders that existed before it their stops, lines and deposits;
// migration 025 numbers each driver's stops of a date 1..n, and a stop moved to another date
// leaves its driver's day numbered 1..n; migration 029 carries a short collection to the
// order's next open stop.
#include <gtest/gtest.h>
#include "db/migration_testing.hpp"
#include "delivery/service.hpp"
#include "delivery/store.hpp"

namespace aqua::delivery {
namespace {

using db::MemorySession;

void add_order(soci::session& s, const std::string& id, const std::string& email,
               const std::string& pay, const std::string& status, const std::string& items) {
  s << "INSERT INTO orders (id, access_token_hash, first_name, last_name, email, phone, address, "
       "city, postal_code, notes, payment_method, status, delivery_date, delivery_time, "
       "subtotal_paisa, total_paisa, tracking_number, order_date, created_at, updated_at) "
       "VALUES ('" +
           id + "', 'h', 'Sara', 'Ali', '" + email +
           "', '0300 1112223', 'House 1', "
           "'Islamabad', '44 000', 'Knock', '" +
           pay + "', '" + status + "', '2026-11-25', '3pm-6pm', 100000, 100000, 'WD1', 1, 1, 1)";
  s << "INSERT INTO order_items (order_id, position, product_id, product_name, unit_paisa, "
       "deposit_paisa, quantity, purchase_type, has_bottle_exchange, line_total_paisa) VALUES " +
           items;
}

TEST(DeliveryMigration, ExistingOrdersGetTheirStops) {
  MemorySession s;
  db::apply_migrations(s, 1, 5);
  add_order(s, "ORD-A", "Sara@Example.pk", "cod", "pending",
            "('ORD-A', 0, '1', '19 L', 25000, 0, 2, 'one-time', 1, 50000), "
            "('ORD-A', 1, '1', '19 L', 25000, 100000, 1, 'one-time', 0, 125000), "
            "('ORD-A', 2, '3', '500 ml', 36000, 0, 1, 'one-time', 0, 36000)");
  add_order(s, "ORD-W", "", "wallet", "pending",
            "('ORD-W', 0, '2', '1.5 L', 36000, 0, 1, 'one-time', 0, 36000)");
  add_order(s, "ORD-S", "s@example.pk", "cod", "pending",
            "('ORD-S', 0, 'subscription-basic', 'Basic', 0, 0, 1, 'subscription', 0, 100000)");
  add_order(s, "ORD-X", "x@example.pk", "cod", "cancelled",
            "('ORD-X', 0, '1', '19 L', 25000, 100000, 1, 'one-time', 0, 125000)");
  db::apply_migrations(s, 6, 6);
  // The stops read as the server reads them, with every later migration's columns.
  db::apply_migrations(s, 7, 99);

  auto a = store::find_stops(s, "d.order_id = :o", {"ORD-A"});
  ASSERT_EQ(a.size(), 1u);
  EXPECT_EQ(a[0].customer_key, "e:sara@example.pk");
  EXPECT_EQ(a[0].postal_code, "44000");
  EXPECT_EQ(a[0].bottles_due, 3);
  EXPECT_EQ(a[0].empties_due, 2);
  EXPECT_EQ(a[0].cash_due_paisa, 100000);
  EXPECT_EQ(a[0].status, "planned");
  ASSERT_EQ(a[0].lines.size(), 3u);
  EXPECT_TRUE(a[0].lines[1].returnable);
  EXPECT_FALSE(a[0].lines[2].returnable);
  auto w = store::find_stops(s, "d.order_id = :o", {"ORD-W"});
  ASSERT_EQ(w.size(), 1u);
  EXPECT_EQ(w[0].customer_key, "p:0300 1112223");
  EXPECT_EQ(w[0].cash_due_paisa, 0);
  EXPECT_TRUE(store::find_stops(s, "d.order_id = :o", {"ORD-S"}).empty());
  auto x = store::find_stops(s, "d.order_id = :o", {"ORD-X"});
  ASSERT_EQ(x.size(), 1u);
  EXPECT_EQ(x[0].status, "cancelled");
  // Deposits charged on ordering (not for the cancelled order); migration 013 then made them
  // follow the bottles: the stop keeps them and the charge of an undelivered stop is reversed.
  EXPECT_EQ(a[0].deposit_due_paisa, 100000);
  auto moves = store::movements_of(s, "e:sara@example.pk");
  ASSERT_EQ(moves.size(), 2u);
  EXPECT_EQ(moves[0].kind, "deposit_charged");
  EXPECT_EQ(moves[0].deposit_paisa, 100000);
  EXPECT_EQ(moves[1].kind, "deposit_refunded");
  EXPECT_EQ(moves[1].deposit_paisa, -100000);
  EXPECT_TRUE(store::movements_of(s, "e:x@example.pk").empty());
}

TEST(DeliveryService, SubscriptionStopsAreIdempotentAndCancellable) {
  MemorySession s;
  db::apply_migrations(s, 1, 99);
  StopSpec spec;
  spec.subscription_id = "SUB-1";
  spec.order_id = "ORD-R1";  // the renewal order, for its payment: not the key
  spec.date = "2026-12-01";
  spec.slot = "9am-12pm";
  spec.customer_key = "e:s@example.pk";
  spec.postal_code = "44000";
  spec.lines = {{"1", "19 L", 5, true}};
  spec.empties = 5;
  spec.cash_due_paisa = 150000;
  for (const char* period : {"2026-12-01#1", "2026-12-01#2"}) {
    spec.period = period;
    long long id = Service::add_stop(s, spec);
    EXPECT_EQ(Service::add_stop(s, spec), id) << "a retry makes no second stop";
    spec.cash_due_paisa = 0;  // cash on the period's first stop only
    spec.date = "2026-12-08";
  }
  auto stops = store::find_stops(s, "d.subscription_id = :s", {"SUB-1"});
  ASSERT_EQ(stops.size(), 2u);
  EXPECT_EQ(stops[0].source_key, "sub:SUB-1:2026-12-01#1");
  EXPECT_EQ(stops[0].order_id, "ORD-R1");
  EXPECT_EQ(stops[0].bottles_due, 5);
  EXPECT_EQ(Service::cancel_subscription_stops(s, "SUB-1", "2026-12-05"), 1);
  stops = store::find_stops(s, "d.subscription_id = :s", {"SUB-1"});
  EXPECT_EQ(stops[0].status, "planned");
  EXPECT_EQ(stops[1].status, "cancelled");
}

TEST(DeliveryMigration, StopNumbersBecomeOneToNPerDriverAndDate) {
  MemorySession s;
  db::apply_migrations(s, 1, 24);
  std::vector<long long> ids;
  for (int i = 0; i < 5; ++i) {
    Stop st;
    st.source_key = "order:ORD-" + std::to_string(i);
    st.order_id = "ORD-" + std::to_string(i);
    st.date = "2026-11-25";
    st.slot = "3pm-6pm";
    st.status = "planned";
    ids.push_back(store::insert_stop(s, st, 1));
  }
  // Two stops of d1 share number 1 (as an applied plan could leave them); d2 has a 5 alone.
  const std::vector<std::pair<std::string, int>> before = {
      {"d1", 2}, {"d1", 1}, {"d1", 1}, {"d2", 5}, {"", 0}};
  for (std::size_t i = 0; i < ids.size(); ++i)
    s << "UPDATE deliveries SET driver_id = :d, sequence = :q WHERE id = :id",
        soci::use(before[i].first), soci::use(before[i].second), soci::use(ids[i]);
  db::apply_migrations(s, 25, 25);
  std::vector<int> after;
  for (auto id : ids) {
    int q = -1;
    s << "SELECT sequence FROM deliveries WHERE id = :id", soci::use(id), soci::into(q);
    after.push_back(q);
  }
  EXPECT_EQ(after, (std::vector<int>{3, 1, 2, 1, 0}));
}

TEST(DeliveryMigration, AShortCollectionIsAskedOnTheOrdersNextOpenStop) {
  MemorySession s;
  db::apply_migrations(s, 1, 28);
  add_order(s, "ORD-C", "c@example.pk", "cod", "pending",
            "('ORD-C', 0, '1', '19 L', 0, 0, 1, "
            "'one-time', 1, 100000)");
  add_order(s, "ORD-W", "w@example.pk", "wallet", "pending",
            "('ORD-W', 0, '1', '19 L', 0, 0, "
            "1, 'one-time', 1, 100000)");
  // Each order: a delivered stop that collected Rs 600 of its Rs 1,000, then two open stops
  // (the later one first in id order) asking nothing, as an older server left them.
  std::vector<long long> ids;
  for (const char* order : {"ORD-C", "ORD-W"})
    for (const auto& [date, status] : std::vector<std::pair<std::string, std::string>>{
             {"2026-11-01", "delivered"}, {"2026-11-15", "planned"}, {"2026-11-08", "failed"}}) {
      Stop st;
      st.source_key = std::string("sub:") + order + ":" + date;
      st.order_id = order;
      st.subscription_id = "SUB-1";
      st.date = date;
      st.slot = "3pm-6pm";
      ids.push_back(store::insert_stop(s, st, 1));
      s << "UPDATE deliveries SET status = :st WHERE id = :id", soci::use(status),
          soci::use(ids.back());
    }
  s << "UPDATE deliveries SET cash_due_paisa = 100000, cash_collected_paisa = 60000 WHERE "
       "status = 'delivered'";
  db::apply_migrations(s, 29, 29);
  std::vector<long long> due;
  for (auto id : ids) {
    long long paisa = -1;
    s << "SELECT cash_due_paisa FROM deliveries WHERE id = :id", soci::use(id), soci::into(paisa);
    due.push_back(paisa);
  }
  // The cash-on-delivery order's earliest open stop asks the Rs 400 still owed; the wallet
  // order's stops ask nothing; delivered stops keep what they asked.
  EXPECT_EQ(due, (std::vector<long long>{100000, 0, 40000, 100000, 0, 0}));
}

TEST(DeliveryService, AStopMovedToAnotherDateLeavesItsDriversDayNumberedOneToN) {
  MemorySession s;
  db::apply_migrations(s, 1, 99);
  StopSpec spec;
  spec.subscription_id = "SUB-2";
  spec.date = "2026-12-01";
  spec.slot = "9am-12pm";
  spec.customer_key = "e:m@example.pk";
  spec.postal_code = "44000";
  std::vector<long long> ids;
  for (const char* period : {"2026-12-01#1", "2026-12-01#2", "2026-12-01#3"}) {
    spec.period = period;
    ids.push_back(Service::add_stop(s, spec));
  }
  EXPECT_EQ(Service::assign_in(s, ids, "d1"), 3);
  spec.period = "2026-12-01#1";
  spec.date = "2026-12-02";  // the first delivery moves a day on: it loses its driver
  EXPECT_EQ(Service::sync_subscription_stop(s, spec), ids[0]);
  auto left = store::find_stops(s, "d.driver_id = :d", {"d1"});
  ASSERT_EQ(left.size(), 2u);
  EXPECT_EQ(left[0].sequence, 1);
  EXPECT_EQ(left[1].sequence, 2);
  EXPECT_EQ(store::find_stop(s, ids[0])->driver_id, "");
}

}  // namespace
}  // namespace aqua::delivery

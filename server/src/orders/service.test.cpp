// OrderService::place on both engines: the order row and its subscriptions' are
// sent without waiting for an answer, so a taken id shows up as a duplicate key when the
// write is sent; place() must then draw again and store the order once, whole, under its new
// id. A replay found inside the write is answered and its rate-limit hits undone.
// The PostgreSQL case runs under scripts/with-postgres.sh (in a database of its own).
#include "orders/service.hpp"

#include <gtest/gtest.h>

#include <chrono>
#include <deque>
#include <thread>

#include "catalog/seed.hpp"
#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "db/prepared.hpp"
#include "db/testing.hpp"
#include "ratelimit/rate_limit.hpp"
#include "subscriptions/store.hpp"

namespace aqua::orders {
namespace {

class PlaceOrders : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    scratch = std::make_unique<db::ScratchDatabase>(GetParam(), "place_orders");
    if (!scratch->db) GTEST_SKIP() << "no PostgreSQL (run under scripts/with-postgres.sh)";
    scratch->db->write([](soci::session& s) { catalog::seed_defaults(s); });
    catalog = std::make_unique<catalog::Catalog>(*scratch->db, false);
    service = std::make_unique<OrderService>(*scratch->db, *catalog);
    // Both hooks are required (an unwired service fails the order): here they do nothing.
    service->on_placed([](soci::session&, const Order&) {});
    service->after_placed([] {});
    // Ids handed out in turn (then fresh ones), so a test can make two orders draw one id.
    service->draw_ids_with([this] {
      if (ids.empty()) return new_order_id();
      auto id = ids.front();
      ids.pop_front();
      return id;
    });
  }

  long long count(const std::string& sql) {
    return scratch->db->read([&](soci::session& s) {
      auto row = db::query_row(s, sql, {});
      return row ? std::stoll((*row)[0]) : -1;
    });
  }

  std::unique_ptr<db::ScratchDatabase> scratch;
  std::unique_ptr<catalog::Catalog> catalog;
  std::unique_ptr<OrderService> service;
  std::deque<std::string> ids;
};

PlaceOrder two_bottles() {
  PlaceOrder cmd;
  pricing::Line line;
  line.product_id = "1";
  line.quantity = 2;
  cmd.lines.push_back(line);
  cmd.customer = {"Sara", "Ali", "sara@example.pk", "0300 1112223", "", {}, {}};
  cmd.customer.billing = {"House 1, Street 2, F-7/3", "Islamabad", "44000"};
  cmd.customer.delivery = cmd.customer.billing;
  cmd.delivery_date = "2031-01-15";
  cmd.delivery_time = "9am-12pm";
  return cmd;
}

TEST_P(PlaceOrders, AnOrderWhoseIdIsTakenIsStoredOnceUnderANewId) {
  ids = {"ORD-TAKEN", "ORD-TAKEN", "ORD-FRESH"};
  auto first = service->place(two_bottles(), "key-1", "hash-1");
  auto second = service->place(two_bottles(), "key-2", "hash-2");
  EXPECT_EQ(first.order.id, "ORD-TAKEN");
  EXPECT_EQ(second.order.id, "ORD-FRESH");
  EXPECT_FALSE(second.replay);
  EXPECT_EQ(count("SELECT COUNT(*) FROM orders"), 2);
  EXPECT_EQ(count("SELECT COUNT(*) FROM order_items WHERE order_id = 'ORD-FRESH'"), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM idempotency_keys WHERE key = 'key-2' AND "
                  "order_id = 'ORD-FRESH'"),
            1);
  // The failed try left nothing behind: one customer with two orders, one day total of two.
  EXPECT_EQ(count("SELECT total_orders FROM customers"), 2);
  EXPECT_EQ(count("SELECT SUM(orders) FROM order_days"), 2);
  // The same key again is the same order.
  auto again = service->place(two_bottles(), "key-2", "hash-2");
  EXPECT_TRUE(again.replay);
  EXPECT_EQ(again.order.id, "ORD-FRESH");
}

TEST_P(PlaceOrders, AnIdTakenEveryTimeAnswers503AndStoresNothing) {
  ids = {"ORD-TAKEN"};
  service->place(two_bottles(), "key-1", "hash-1");
  for (int i = 0; i < OrderService::kMaxDraws; ++i) ids.emplace_back("ORD-TAKEN");
  try {
    service->place(two_bottles(), "key-2", "hash-2");
    FAIL() << "placed under a taken id";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status, 503);  // the web app sends it again with the same key
  }
  EXPECT_TRUE(ids.empty());  // every draw was tried
  EXPECT_EQ(count("SELECT COUNT(*) FROM orders"), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM idempotency_keys WHERE key = 'key-2'"), 0);
}

TEST_P(PlaceOrders, ATakenSubscriptionIdAlsoDrawsAgain) {
  // Subscription ids are drawn at random as well (subscriptions::Service::create_from_order
  // draws them afresh on each try); here on_placed stores one under a taken id first.
  int tries = 0;
  service->on_placed([&tries](soci::session& s, const Order& o) {
    subscriptions::Subscription sub;
    sub.id = ++tries <= 2 ? "SUB-TAKEN" : "SUB-" + o.id;  // the 2nd try finds it taken
    sub.order_id = o.id;
    subscriptions::store::insert(s, sub);
  });
  ids = {"ORD-A", "ORD-B", "ORD-C"};
  service->place(two_bottles(), "key-1", "hash-1");  // stores SUB-TAKEN with ORD-A
  auto placed = service->place(two_bottles(), "key-2", "hash-2");
  EXPECT_EQ(tries, 3);
  EXPECT_EQ(placed.order.id, "ORD-C");
  EXPECT_EQ(count("SELECT COUNT(*) FROM orders"), 2);
  EXPECT_EQ(count("SELECT COUNT(*) FROM subscriptions WHERE id = 'SUB-ORD-C'"), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM order_items WHERE order_id = 'ORD-B'"), 0);
}

TEST_P(PlaceOrders, AnyOtherFailureIsNotTriedAgain) {
  scratch->db->write([](soci::session& s) {
    s << "CREATE TABLE placed_once (id TEXT PRIMARY KEY, note TEXT NOT NULL)";
    s << "INSERT INTO placed_once (id, note) VALUES ('taken', 'x')";
  });
  int tries = 0;
  service->on_placed([&tries](soci::session& s, const Order&) {
    ++tries;  // a duplicate key that is no drawn id, then a NOT NULL column left empty
    db::exec_deferred(s, "INSERT INTO placed_once (id, note) VALUES ('taken', 'y')", {});
  });
  EXPECT_THROW(service->place(two_bottles(), "key-1", "hash-1"), soci::soci_error);
  service->on_placed([&tries](soci::session& s, const Order& o) {
    ++tries;
    db::exec_deferred(s, "INSERT INTO placed_once (id, note) VALUES (:id, NULL)", {o.id});
  });
  EXPECT_THROW(service->place(two_bottles(), "key-2", "hash-2"), soci::soci_error);
  EXPECT_EQ(tries, 2);
  EXPECT_EQ(count("SELECT COUNT(*) FROM orders"), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM customers"), 0);
}

TEST_P(PlaceOrders, AReplayInsideTheWriteIsAnsweredAndNotCounted) {
  auto gate = [](soci::session& s, long long now) -> bool {  // not vector<bool>'s proxy
    return ratelimit::allow_all_in(s, {{"test-bucket", 100, 60'000}}, now).front();
  };
  auto first = service->place(two_bottles(), "key-1", "hash-1", gate);
  auto replay = service->place(two_bottles(), "key-1", "hash-1", gate);
  EXPECT_TRUE(replay.replay);
  EXPECT_EQ(replay.order.id, first.order.id);
  EXPECT_EQ(replay.access_token, first.access_token);
  try {
    service->place(two_bottles(), "key-1", "other-hash", gate);
    FAIL() << "a different order under a used key";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status, 409);
  }
  EXPECT_EQ(ratelimit::hits(*scratch->db, "test-bucket", 60'000), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM orders"), 1);
}

TEST_P(PlaceOrders, ATwinOnAnotherServerThatCommitsFirstIsTheAnswer) {
  if (GetParam() != "postgresql") GTEST_SKIP() << "SQLite has one server per file";
  auto earlier = service->place(two_bottles(), "key-0", "hash-0");
  // Another server's write of the same request holds the key, uncommitted, while this one
  // places it: this one waits on the key's row, then finds the other's order.
  soci::session other("postgresql", db::pg_url(scratch->url));
  other << "BEGIN";
  other << "INSERT INTO idempotency_keys (key, request_hash, order_id, access_token, created_at) "
           "VALUES ('key-1', 'hash-1', :o, 'other-token', 1)",
      soci::use(earlier.order.id);
  std::optional<Placed> placed;
  std::thread mine([&] { placed = service->place(two_bottles(), "key-1", "hash-1"); });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  other << "COMMIT";
  mine.join();
  ASSERT_TRUE(placed);
  EXPECT_TRUE(placed->replay);
  EXPECT_EQ(placed->order.id, earlier.order.id);
  EXPECT_EQ(placed->access_token, "other-token");
  EXPECT_EQ(count("SELECT COUNT(*) FROM orders"), 1);
}

TEST_P(PlaceOrders, AGateThatRefusesCountsItsHitAndStoresNoOrder) {
  auto refuse = [](soci::session& s, long long now) -> bool {
    return ratelimit::allow_all_in(s, {{"test-bucket", 0, 60'000}}, now).front();
  };
  try {
    service->place(two_bottles(), "key-1", "hash-1", refuse);
    FAIL() << "placed over the limit";
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status, 429);
  }
  EXPECT_EQ(ratelimit::hits(*scratch->db, "test-bucket", 60'000), 1);
  EXPECT_EQ(count("SELECT COUNT(*) FROM orders"), 0);
  EXPECT_EQ(count("SELECT COUNT(*) FROM idempotency_keys"), 0);
}

INSTANTIATE_TEST_SUITE_P(Engines, PlaceOrders, ::testing::Values("sqlite", "postgresql"));

}  // namespace
}  // namespace aqua::orders

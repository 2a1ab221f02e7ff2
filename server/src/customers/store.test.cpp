// The customers table, kept order by order (and recounted on cancel, restore and delete),
// says what deriving customers from every order says (orders::derive_customers).
#include "customers/store.hpp"

#include <gtest/gtest.h>

#include <random>
#include <set>
#include <tuple>

#include "db/testing.hpp"
#include "orders/customers_link.hpp"
#include "orders/reports.hpp"
#include "orders/store.hpp"

namespace aqua::customers {
namespace {

orders::Order order(int n, const std::string& email, const std::string& phone, long long at) {
  orders::Order o;
  o.id = "ORD-T" + std::to_string(100000 + n);
  o.first_name = "First" + std::to_string(n % 7);
  o.last_name = "Last" + std::to_string(n);
  o.email = email;
  o.phone = phone;
  o.address = n % 5 == 0 ? "" : "House " + std::to_string(n);
  o.city = n % 6 == 0 ? "" : "Islamabad";
  o.payment_method = "cod";
  o.status = "pending";
  o.payment_status = "pending";
  o.total_paisa = 1000 + n;
  o.order_date = o.created_at = o.updated_at = at;
  return o;
}

std::vector<store::Row> all_pages(soci::session& s, const std::string& q, int limit) {
  std::vector<store::Row> out;
  store::PageQuery query{q, std::nullopt, limit};
  for (;;) {
    auto page = store::page(s, query);
    out.insert(out.end(), page.begin(), page.end());
    if (static_cast<int>(page.size()) < limit) return out;
    query.after = store::Cursor{page.back().last_order_at, page.back().key};
  }
}

TEST(Customers, AgreeWithCustomersDerivedFromOrders) {
  auto db = db::fresh_test_db("customers");
  std::mt19937 rng(7);
  std::vector<orders::Order> placed;
  const std::vector<std::string> emails = {"a@x.pk", "A@X.pk", "b@x.pk", "", "", "c@x.pk"};
  const std::vector<std::string> phones = {"0300 1", "0300-2", "+92 300 3"};
  db->write([&](soci::session& s) {
    for (int n = 0; n < 60; ++n) {
      // Some orders share a millisecond: the greater id wins, as in derive_customers.
      auto o = order(n, emails[rng() % emails.size()], phones[rng() % phones.size()],
                     1000 + n / 2 + static_cast<long long>(rng() % 3));
      orders::store::insert_order(s, o, "hash");
      placed.push_back(o);
    }
    for (int n : {3, 10, 11, 40}) {  // cancelled
      placed[n].status = "cancelled";
      orders::store::update_status(s, placed[n]);
      orders::recount_customer(s, placed[n].email, placed[n].phone);
    }
    placed[10].status = "pending";  // restored
    orders::store::update_status(s, placed[10]);
    orders::recount_customer(s, placed[10].email, placed[10].phone);
    for (int n : {59, 20, 0}) {  // deleted (59: some customer's newest)
      orders::store::delete_order(s, placed[n].id);
      orders::recount_customer(s, placed[n].email, placed[n].phone);
    }
  });
  std::vector<orders::Order> kept;
  for (int n = 0; n < 60; ++n)
    if (n != 59 && n != 20 && n != 0) kept.push_back(placed[n]);
  std::sort(kept.begin(), kept.end(), [](const auto& a, const auto& b) {
    return std::tie(a.created_at, a.id) < std::tie(b.created_at, b.id);
  });
  auto want = orders::derive_customers(kept);
  auto got = db->read([](soci::session& s) { return all_pages(s, "", 4); });
  ASSERT_EQ(got.size(), want.size());
  std::map<std::string, store::Row> by_key;
  for (const auto& r : got) by_key[r.key] = r;
  ASSERT_EQ(by_key.size(), got.size()) << "a page repeated a customer";
  for (const auto& w : want) {
    ASSERT_TRUE(by_key.count(w.id)) << w.id;
    const auto& g = by_key[w.id];
    EXPECT_EQ(g.name, w.name) << w.id;
    EXPECT_EQ(g.email.empty() ? "N/A" : g.email, w.email) << w.id;
    EXPECT_EQ(g.phone.empty() ? "N/A" : g.phone, w.phone) << w.id;
    EXPECT_EQ(g.address.empty() ? "N/A" : g.address, w.address) << w.id;
    EXPECT_EQ(g.city.empty() ? "Unknown" : g.city, w.city) << w.id;
    EXPECT_EQ(g.total_orders, w.total_orders) << w.id;
    EXPECT_EQ(g.total_spent_paisa, w.total_spent_paisa) << w.id;
    EXPECT_EQ(g.last_order_at, w.last_order_date) << w.id;
    EXPECT_EQ(g.first_seen_at, w.created_at) << w.id;
  }
  for (std::size_t i = 1; i < got.size(); ++i)
    EXPECT_GE(got[i - 1].last_order_at, got[i].last_order_at);
}

TEST(Customers, SearchMatchesTheStartOfNameEmailOrPhone) {
  auto db = db::fresh_test_db("customers-search");
  db->write([](soci::session& s) {
    auto a = order(1, "Sara.Khan@Example.pk", "0300 1234567", 10);
    a.first_name = "Sara";
    a.last_name = "Khan";
    auto b = order(2, "", "+92 (333) 765-4321", 20);
    b.first_name = "Bilal";
    b.last_name = "Ahmed";
    orders::store::insert_order(s, a, "h");
    orders::store::insert_order(s, b, "h");
  });
  auto keys = [&db](const std::string& q) {
    std::vector<std::string> out;
    for (const auto& r : db->read([&](soci::session& s) { return all_pages(s, q, 10); }))
      out.push_back(r.key);
    return out;
  };
  using V = std::vector<std::string>;
  EXPECT_EQ(keys("sara k"), V{"e:sara.khan@example.pk"});
  EXPECT_EQ(keys("KHAN"), V{"e:sara.khan@example.pk"});
  EXPECT_EQ(keys("sara.khan@"), V{"e:sara.khan@example.pk"});
  EXPECT_EQ(keys("03001234"), V{"e:sara.khan@example.pk"});
  EXPECT_EQ(keys("92333765"), V{"p:+92 (333) 765-4321"});
  EXPECT_EQ(keys("ahm"), V{"p:+92 (333) 765-4321"});
  EXPECT_EQ(keys("ara"), V{});
  EXPECT_EQ(keys(""), (V{"p:+92 (333) 765-4321", "e:sara.khan@example.pk"}));
}

TEST(Customers, BroadSearchWalksTheNewestFirstIndexWithoutLosingAnyone) {
  auto db = db::fresh_test_db("customers-broad");
  db->write([](soci::session& s) {
    for (int n = 0; n < 1300; ++n) {  // more than the 1,000 matches of the narrow plan
      auto o = order(n, "zed" + std::to_string(n) + "@x.pk", "0300 " + std::to_string(n), n / 3);
      o.first_name = n % 2 ? "Zed" : "Zara";
      orders::store::insert_order(s, o, "h");
    }
  });
  auto walk = [&db](const std::string& q) {
    return db->read([&](soci::session& s) { return all_pages(s, q, 37); });
  };
  auto z = walk("z");
  ASSERT_EQ(z.size(), 1300u);
  auto zed = walk("zed");  // every e-mail starts "zed", so every customer matches
  ASSERT_EQ(zed.size(), 1300u);
  std::set<std::string> keys;
  for (std::size_t i = 0; i < zed.size(); ++i) {
    keys.insert(zed[i].key);
    if (i == 0) continue;
    EXPECT_TRUE(std::tie(zed[i - 1].last_order_at, zed[i - 1].key) >
                std::tie(zed[i].last_order_at, zed[i].key));
  }
  EXPECT_EQ(keys.size(), 1300u);
  EXPECT_EQ(walk("zara").size(), 650u);
}

}  // namespace
}  // namespace aqua::customers

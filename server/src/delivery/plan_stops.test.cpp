// Service::plan_stops on both engines: PostgreSQL makes a period's stops, their
// lines and an order's deposit in one deferred statement, SQLite through add_stop; both must
// store the same thing, skip sources that already have their stop and charge a deposit once.
// The PostgreSQL case runs under scripts/with-postgres.sh (in a database of its own), else skips.
#include <gtest/gtest.h>

#include "db/database.hpp"
#include "db/migrations.hpp"
#include "db/prepared.hpp"
#include "db/testing.hpp"
#include "delivery/service.hpp"
#include "delivery/store.hpp"

namespace aqua::delivery {
namespace {

class PlanStops : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    scratch = std::make_unique<db::ScratchDatabase>(GetParam(), "plan_stops");
    if (!scratch->db) GTEST_SKIP() << "no PostgreSQL (run under scripts/with-postgres.sh)";
    database = scratch->db.get();
  }
  std::unique_ptr<db::ScratchDatabase> scratch;
  db::Database* database = nullptr;
};

StopSpec base(const std::string& date) {
  StopSpec s;
  s.date = date;
  s.slot = "9am-12pm";
  s.address = "House 1, Street 2, F-7/3";
  s.postal_code = "44000";
  s.city = "Islamabad";
  s.customer_key = "e:sara@example.pk";
  s.phone = "0300 1112223";
  s.name = "Sara Ali";
  return s;
}

std::vector<StopSpec> specs() {
  auto order = base("2026-12-01");
  order.order_id = "ORD-PLANSTOPS1";
  order.lines = {{"1", "19L bottle", 2, true}, {"3", "Dispenser", 1, false}};
  order.deposit_paisa = 120000;
  order.cash_due_paisa = 250000;
  std::vector<StopSpec> out{order};
  for (int split = 1; split <= 3; ++split) {
    auto sub = base("2026-12-0" + std::to_string(split + 1));
    sub.subscription_id = "SUB-PLANSTOPS1";
    sub.period = "2026-12-01#" + std::to_string(split);
    sub.lines = {{"1", "19L bottle", split, true}};
    sub.empties = split;
    out.push_back(sub);
  }
  return out;
}

TEST_P(PlanStops, StoresEachStopWithItsLinesAndKeepsTheDepositOnTheStop) {
  database->write([&](soci::session& s) { Service::plan_stops(s, specs()); });
  // Again, and again within one transaction: every source has its stop, nothing is added.
  database->write([&](soci::session& s) {
    Service::plan_stops(s, specs());
    Service::plan_stops(s, specs());
  });
  auto stops = database->read([&](soci::session& s) {
    return store::find_stops(s, "d.customer_key = :ck", {"e:sara@example.pk"});
  });
  ASSERT_EQ(stops.size(), 4u);
  EXPECT_EQ(stops[0].source_key, "order:ORD-PLANSTOPS1");
  EXPECT_EQ(stops[0].cash_due_paisa, 250000);
  EXPECT_EQ(stops[0].bottles_due, 2);
  ASSERT_EQ(stops[0].lines.size(), 2u);
  EXPECT_EQ(stops[0].lines[0].name, "19L bottle");
  EXPECT_EQ(stops[0].lines[0].quantity, 2);
  EXPECT_TRUE(stops[0].lines[0].returnable);
  EXPECT_EQ(stops[0].lines[1].name, "Dispenser");
  EXPECT_FALSE(stops[0].lines[1].returnable);
  for (int split = 1; split <= 3; ++split) {
    const auto& st = stops[static_cast<std::size_t>(split)];
    EXPECT_EQ(st.source_key, "sub:SUB-PLANSTOPS1:2026-12-01#" + std::to_string(split));
    EXPECT_EQ(st.date, "2026-12-0" + std::to_string(split + 1));
    EXPECT_EQ(st.empties_due, split);
    ASSERT_EQ(st.lines.size(), 1u);
    EXPECT_EQ(st.lines[0].quantity, split);
  }
  // The deposit waits on the order's stop, charged only when its bottles are left: the ledger
  // and the totals hold nothing yet, however often the stops were planned.
  EXPECT_EQ(stops[0].deposit_due_paisa, 120000);
  database->read([&](soci::session& s) {
    EXPECT_TRUE(store::movements_of(s, "e:sara@example.pk").empty());
    EXPECT_EQ(store::balance_of(s, "e:sara@example.pk").deposit_paisa, 0);
    auto held = db::query_row(s, "SELECT COALESCE(SUM(deposit_paisa), 0) FROM bottle_totals", {});
    EXPECT_EQ((*held)[0], "0");
  });
}

INSTANTIATE_TEST_SUITE_P(Engines, PlanStops, ::testing::Values("sqlite", "postgresql"));

}  // namespace
}  // namespace aqua::delivery

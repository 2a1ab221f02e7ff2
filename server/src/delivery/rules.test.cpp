#include "delivery/rules.hpp"

#include <gtest/gtest.h>

#include <algorithm>

#include "core/api_error.hpp"

namespace aqua::delivery {
namespace {

TEST(DeliveryRules, PostalCodesAreNormalised) {
  EXPECT_EQ(normalize_postal_code(" 44 000 "), "44000");
  EXPECT_EQ(normalize_postal_code("ab-12"), "AB12");
  EXPECT_EQ(normalize_postal_code(""), "");
}

TEST(DeliveryRules, ZonePostalCodesAreFiveDigitsEach) {
  EXPECT_EQ(valid_postal_code("44000"), "44000");
  EXPECT_EQ(valid_postal_code(" 44 000 "), "44000");
  EXPECT_EQ(valid_postal_code("44000 44001"), "") << "two codes typed in one entry";
  EXPECT_EQ(valid_postal_code("4400"), "");
  EXPECT_EQ(valid_postal_code("440000"), "");
  EXPECT_EQ(valid_postal_code("44-000"), "");
  EXPECT_EQ(valid_postal_code("AB123"), "");
  EXPECT_EQ(valid_postal_code(""), "");
}

TEST(DeliveryRules, SlotsSortChronologically) {
  EXPECT_EQ(slot_rank("9am-12pm"), 9);
  EXPECT_EQ(slot_rank("12pm-3pm"), 12);
  EXPECT_EQ(slot_rank("3pm-6pm"), 15);
  EXPECT_EQ(slot_rank("6pm-9pm"), 18);
  EXPECT_EQ(slot_rank("12am-3am"), 0);
  EXPECT_EQ(slot_rank("soon"), 99);
  EXPECT_EQ(slot_rank(""), 99);
  EXPECT_EQ(slot_rank("13pm-1am"), 99);
  std::vector<std::string> shop = {"6pm-9pm", "12pm-3pm", "9am-12pm", "3pm-6pm"};
  std::vector<Stop> stops;
  long long id = 1;
  for (const auto& slot : shop) {
    Stop st;
    st.id = id++;
    st.date = "2026-12-01";
    st.slot = slot;
    stops.push_back(st);
  }
  Stop earlier;
  earlier.id = 9;
  earlier.date = "2026-11-30";
  earlier.slot = "6pm-9pm";
  stops.push_back(earlier);
  std::sort(stops.begin(), stops.end(), before_in_day);
  std::vector<std::string> got;
  got.reserve(stops.size());
  for (const auto& st : stops) got.push_back(st.date.substr(8) + " " + st.slot);
  EXPECT_EQ(got, (std::vector<std::string>{"30 6pm-9pm", "01 9am-12pm", "01 12pm-3pm", "01 3pm-6pm",
                                           "01 6pm-9pm"}));
}

TEST(DeliveryRules, WithinASlotTheDriversOrder) {
  Stop a, b;
  a.date = b.date = "2026-12-01";
  a.slot = b.slot = "9am-12pm";
  a.driver_id = b.driver_id = "d1";
  a.id = 1;
  a.sequence = 2;
  b.id = 2;
  b.sequence = 1;
  EXPECT_TRUE(before_in_day(b, a));
  EXPECT_FALSE(before_in_day(a, b));
}

TEST(DeliveryRules, ReasonsAreChecked) {
  EXPECT_EQ(checked_reason("  counted twice  ", "reason", true), "counted twice");
  EXPECT_EQ(checked_reason("", "reason", false), "");
  EXPECT_THROW(checked_reason(" ", "reason", true), ApiError);
  EXPECT_THROW(checked_reason("ab", "reason", false), ApiError);
  EXPECT_THROW(checked_reason(std::string(501, 'x'), "reason", true), ApiError);
  EXPECT_THROW(checked_reason("bad\x01text", "reason", true), ApiError);
}

TEST(DeliveryRules, ACorrectionReversesTheOriginalMovements) {
  Stop st;
  st.id = 7;
  st.order_id = "ORD-1";
  st.bottles_due = 2;
  st.deposit_due_paisa = 200000;
  Outcome was;
  was.full_dropped = 2;
  was.empties_collected = 1;
  Outcome now = was;
  now.full_dropped = 1;
  auto moves = reversed(movements_for(st, was, 10), 20);
  for (const auto& m : movements_for(st, now, 20)) moves.push_back(m);
  // Reversal and new movements together move the balance by the difference only.
  auto b = balance_of(moves);
  auto after = balance_of(movements_for(st, now, 20));
  auto before = balance_of(movements_for(st, was, 10));
  EXPECT_EQ(b.bottles, after.bottles - before.bottles);
  EXPECT_EQ(b.bottles, -1);
  EXPECT_EQ(b.deposit_paisa, after.deposit_paisa - before.deposit_paisa);
  EXPECT_EQ(b.deposit_paisa, -100000);
  EXPECT_EQ(moves.front().created_at, 20);
  EXPECT_EQ(moves.front().bottles, -2) << "the original drop, reversed";
}

TEST(DeliveryRules, LateOutcomes) {
  EXPECT_FALSE(is_late("2026-12-01", "2026-12-01", false));
  EXPECT_TRUE(is_late("2026-12-01", "2026-12-02", false)) << "after its day";
  EXPECT_TRUE(is_late("2026-12-01", "2026-12-01", true)) << "on a reopened day";
}

TEST(DeliveryRules, ZoneFromPostalCode) {
  std::vector<Zone> zones = {{1, "F-7", "Islamabad", {"44000", "44001"}},
                             {2, "Saddar", "Rawalpindi", {"46000"}}};
  struct Case {
    const char* code;
    long long zone;
  };
  for (auto [code, zone] : std::vector<Case>{
           {"44000", 1}, {"44 001", 1}, {"46000", 2}, {"46001", 0}, {"", 0}, {"  ", 0}})
    EXPECT_EQ(zone_for(code, zones), zone) << code;
  EXPECT_EQ(zone_for("44000", {}), 0);
}

TEST(DeliveryRules, CustomerKeyMatchesAdminCustomers) {
  EXPECT_EQ(customer_key("Ali@Example.PK", "0300"), "e:ali@example.pk");
  EXPECT_EQ(customer_key("", "+92 300 1234567"), "p:+92 300 1234567");
}

TEST(DeliveryRules, OutcomeMovementsAndBalance) {
  Stop stop;
  stop.id = 7;
  stop.order_id = "ORD-1";
  Outcome o{true, 3, 2, 50000, "", ""};
  auto m = movements_for(stop, o, 100);
  ASSERT_EQ(m.size(), 2u);
  EXPECT_EQ(m[0].kind, "dropped");
  EXPECT_EQ(m[0].bottles, 3);
  EXPECT_EQ(m[1].kind, "collected");
  EXPECT_EQ(m[1].bottles, -2);
  m.push_back(movement("deposit_charged", 0, 150000, 0, "ORD-1", 1));
  m.push_back(movement("deposit_refunded", 0, -50000, 0, "ORD-1", 2));
  auto b = balance_of(m);
  EXPECT_EQ(b.bottles, 1);
  EXPECT_EQ(b.deposit_paisa, 100000);
  EXPECT_TRUE(movements_for(stop, Outcome{false, 3, 3, 0, "refused", ""}, 1).empty());
  EXPECT_TRUE(movements_for(stop, Outcome{true, 0, 0, 0, "", ""}, 1).empty());
}

TEST(DeliveryRules, CashUpCountsDeliveredStopsOnly) {
  CashUp day;
  Stop a;
  a.status = "delivered";
  a.cash_due_paisa = 100000;
  a.cash_collected_paisa = 90000;
  a.full_dropped = 2;
  a.empties_collected = 1;
  Stop b;
  b.status = "failed";
  b.cash_due_paisa = 50000;
  Stop c;
  c.cash_due_paisa = 20000;  // still planned
  for (const auto* s : {&a, &b, &c}) add_to_cash_up(day, *s);
  EXPECT_EQ(day.stops, 3);
  EXPECT_EQ(day.delivered, 1);
  EXPECT_EQ(day.failed, 1);
  EXPECT_EQ(day.open, 1);
  EXPECT_EQ(day.cash_expected_paisa, 100000);
  EXPECT_EQ(day.cash_collected_paisa, 90000);
  EXPECT_EQ(day.difference_paisa(), -10000);
  EXPECT_EQ(day.bottles_out, 2);
  EXPECT_EQ(day.empties_back, 1);
  // Each stop with its own cash, so the difference traces to its stop.
  ASSERT_EQ(day.stop_cash.size(), 3U);
  EXPECT_EQ(day.stop_cash[0].cash_expected_paisa, 100000);
  EXPECT_EQ(day.stop_cash[0].cash_collected_paisa, 90000);
  EXPECT_EQ(day.stop_cash[1].cash_expected_paisa, 0) << "failed: nothing expected";
  EXPECT_EQ(day.stop_cash[1].cash_due_paisa, 50000);
  EXPECT_EQ(day.stop_cash[2].status, "planned");
}

TEST(DeliveryRules, OutcomeChecks) {
  EXPECT_NO_THROW(check_outcome({true, 1, 1, 0, "", ""}));
  EXPECT_NO_THROW(check_outcome({false, 0, 0, 0, "not-home", ""}));
  EXPECT_THROW(check_outcome({false, 0, 0, 0, "asleep", ""}), ApiError);
  EXPECT_THROW(check_outcome({false, 0, 0, 0, "other", " "}), ApiError);
  EXPECT_THROW(check_outcome({true, -1, 0, 0, "", ""}), ApiError);
  EXPECT_THROW(check_outcome({true, 0, 0, -5, "", ""}), ApiError);
  try {
    check_outcome({true, 0, 2000, 0, "", std::string(501, 'x')});
    FAIL();
  } catch (const ApiError& e) {
    EXPECT_EQ(e.status, 422);
    EXPECT_TRUE(e.fields.count("emptiesCollected"));
    EXPECT_TRUE(e.fields.count("note"));
  }
}

TEST(DeliveryRules, Dates) {
  EXPECT_TRUE(is_date("2026-11-24"));
  EXPECT_TRUE(is_date("2028-02-29"));
  EXPECT_FALSE(is_date("2026-02-29"));
  EXPECT_FALSE(is_date("2026-13-01"));
  EXPECT_FALSE(is_date("2026-1-01"));
  EXPECT_FALSE(is_date("tomorrow!!"));
}

// A deposit of PKR 3,000 for 3 bottles. Bought as is: the first delivery keeps 3 bottles for
// it, every later one exchanges. Its first deliveries skipped, the next of 2 charges 2 bottles'
// worth; those after exchange 2 until one of 3 adds the third bottle's deposit.
TEST(DeliveryRules, ADepositPaysForTheBottlesLeft) {
  using Due = std::pair<int, std::int64_t>;
  auto walk = [](DepositWalk w, const std::vector<int>& bottles) {
    std::vector<Due> out;
    for (int b : bottles) {
      auto d = w.next(b);
      out.emplace_back(d.empties, d.deposit_paisa);
    }
    return out;
  };
  EXPECT_EQ(walk({3, 300000}, {3, 3, 2, 2}),
            (std::vector<Due>{{0, 300000}, {3, 0}, {2, 0}, {2, 0}}));
  EXPECT_EQ(walk({3, 300000}, {2, 2, 3, 3}),
            (std::vector<Due>{{0, 200000}, {2, 0}, {2, 100000}, {3, 0}}));
  // Two bottles left and charged already (a delivered stop): the next of 3 adds the third.
  EXPECT_EQ(walk({3, 300000, 2, 200000}, {2, 3}), (std::vector<Due>{{2, 0}, {2, 100000}}));
  // The whole deposit charged: every stop exchanges what the customer keeps.
  EXPECT_EQ(walk({3, 300000, 3, 300000}, {3, 2}), (std::vector<Due>{{3, 0}, {2, 0}}));
  // More bottles than the deposit covers (a split changed): the deposit's, no more.
  EXPECT_EQ(walk({3, 300000}, {12, 12}), (std::vector<Due>{{0, 300000}, {12, 0}}));
  // No deposit paid (a subscriber from before deposits): empties only.
  EXPECT_EQ(walk({0, 0}, {2, 2}), (std::vector<Due>{{0, 0}, {2, 0}}));
}

}  // namespace
}  // namespace aqua::delivery

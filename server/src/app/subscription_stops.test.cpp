#include "app/subscription_stops.hpp"

#include <gtest/gtest.h>

#include "app/order_stops.hpp"

namespace aqua::app {
namespace {

subscriptions::Subscription sub() {
  subscriptions::Subscription s;
  s.id = "SUB-abc";
  s.plan_name = "Basic";
  s.first_name = "Sana", s.last_name = "Malik";
  s.email = "Sana@Example.PK", s.phone = "+92 300 7654321";
  s.has_bottle_exchange = true;
  s.start_date = "2026-12-01";
  s.product_id = "1", s.product_name = "19 Liter Bottle";
  return s;
}

subscriptions::Delivery delivery(int bottles) {
  subscriptions::Delivery d;
  d.subscription_id = "SUB-abc";
  d.period_start = "2026-12-01";
  d.order_id = "ORD-1";
  d.date = "2026-12-08", d.slot = "12pm-3pm";
  d.address = "House 3", d.city = "Islamabad", d.postal_code = "44090";
  d.product_id = "1", d.product_name = "19 Liter Bottle";
  d.bottles = bottles;
  return d;
}

orders::Order order(bool one_time) {
  orders::Order o;
  o.id = "ORD-1";
  o.total_paisa = 179'910;
  orders::OrderItem plan;
  plan.purchase_type = "subscription";
  plan.quantity = 1;
  o.items.push_back(plan);
  if (one_time) {
    orders::OrderItem bottle;
    bottle.purchase_type = "one-time";
    bottle.product_id = "2";
    bottle.quantity = 1;
    o.items.push_back(bottle);
  }
  return o;
}

TEST(SubscriptionStops, CopiesTheDeliveryAndKeysItBySubscriptionAndSplit) {
  auto o = order(false);
  auto spec = stop_for_planned(sub(), delivery(3), 2, &o);
  EXPECT_EQ(spec.subscription_id, "SUB-abc");
  EXPECT_EQ(spec.period, "2026-12-01#2");
  EXPECT_EQ(spec.order_id, "ORD-1");
  EXPECT_EQ(spec.date, "2026-12-08");
  EXPECT_EQ(spec.slot, "12pm-3pm");
  EXPECT_EQ(spec.address, "House 3");
  EXPECT_EQ(spec.postal_code, "44090");
  EXPECT_EQ(spec.city, "Islamabad");
  EXPECT_EQ(spec.customer_key, "e:sana@example.pk");
  EXPECT_EQ(spec.name, "Sana Malik");
  ASSERT_EQ(spec.lines.size(), 1u);
  EXPECT_EQ(spec.lines[0].product_id, "1");
  EXPECT_EQ(spec.lines[0].name, "19 Liter Bottle");
  EXPECT_EQ(spec.lines[0].quantity, 3);
  EXPECT_TRUE(spec.lines[0].returnable);
  EXPECT_EQ(spec.empties, 3);
  EXPECT_EQ(spec.deposit_paisa, 0);
  EXPECT_NE(spec.notes.find("(Basic)"), std::string::npos);  // the plan, as context
}

// A subscriber who paid a deposit keeps the first delivery's bottles for it; every later
// delivery takes as many empties back as it drops, so the bottles held stop growing.
TEST(SubscriptionStops, DepositOnTheFirstDeliveryEmptiesBackFromTheSecond) {
  auto o = order(false);
  auto deposit = sub();
  deposit.has_bottle_exchange = false;
  deposit.deposit_paisa = 200'000;
  auto first = stop_for_planned(deposit, delivery(2), 1, &o);
  EXPECT_EQ(first.empties, 0);
  EXPECT_EQ(first.deposit_paisa, 200'000);
  auto second = stop_for_planned(deposit, delivery(2), 2, &o);
  EXPECT_EQ(second.empties, 2);
  EXPECT_EQ(second.deposit_paisa, 0);
  auto next_period = delivery(3);
  next_period.period_start = "2027-01-01";
  auto later = stop_for_planned(deposit, next_period, 1, &o);
  EXPECT_EQ(later.empties, 3);
  EXPECT_EQ(later.deposit_paisa, 0);
  // Exchanging: empties from the very first delivery, never a deposit.
  auto exchange = stop_for_planned(sub(), delivery(2), 1, &o);
  EXPECT_EQ(exchange.empties, 2);
  EXPECT_EQ(exchange.deposit_paisa, 0);
}

TEST(BottleReturns, OneRuleForEveryDrop) {
  EXPECT_EQ(returns_for(3, true, 0).empties, 3);
  EXPECT_EQ(returns_for(3, true, 500).deposit_paisa, 0);
  EXPECT_EQ(returns_for(3, false, 300'000).empties, 0);
  EXPECT_EQ(returns_for(3, false, 300'000).deposit_paisa, 300'000);
}

TEST(SubscriptionStops, CashDueOnlyOnTheFirstSplitOfAnUnpaidCodOrder) {
  auto o = order(false);
  EXPECT_EQ(stop_for_planned(sub(), delivery(2), 1, &o).cash_due_paisa, 179'910);
  for (int split : {2, 3, 4})
    EXPECT_EQ(stop_for_planned(sub(), delivery(2), split, &o).cash_due_paisa, 0) << split;
  EXPECT_EQ(stop_for_planned(sub(), delivery(2), 1, nullptr).cash_due_paisa, 0);
  auto paid = o;
  paid.payment_status = "paid";
  EXPECT_EQ(stop_for_planned(sub(), delivery(2), 1, &paid).cash_due_paisa, 0);
  auto card = o;
  card.payment_method = "card";
  EXPECT_EQ(stop_for_planned(sub(), delivery(2), 1, &card).cash_due_paisa, 0);
  auto cancelled = o;
  cancelled.status = "cancelled";
  EXPECT_EQ(stop_for_planned(sub(), delivery(2), 1, &cancelled).cash_due_paisa, 0);
}

TEST(SubscriptionStops, AnOrderWithOneTimeLinesKeepsItsCashOnItsOwnStop) {
  auto o = order(true);
  ASSERT_TRUE(stop_for_order(o).has_value());
  EXPECT_EQ(stop_for_order(o)->cash_due_paisa, 179'910);
  EXPECT_EQ(stop_for_planned(sub(), delivery(2), 1, &o).cash_due_paisa, 0);
  EXPECT_FALSE(stop_for_order(order(false)).has_value()) << "a renewal makes no stop of its own";
}

TEST(SubscriptionStops, SplitNumberIsThePositionInItsPeriod) {
  std::vector<subscriptions::Delivery> all;
  for (int i = 0; i < 6; ++i) {
    auto d = delivery(2);
    d.id = 10 + i;
    d.period_start = i < 4 ? "2026-12-01" : "2027-01-01";
    all.push_back(d);
  }
  EXPECT_EQ(subscriptions::split_number(all, all[0]), 1);
  EXPECT_EQ(subscriptions::split_number(all, all[3]), 4);
  EXPECT_EQ(subscriptions::split_number(all, all[4]), 1);
  EXPECT_EQ(subscriptions::split_number(all, all[5]), 2);
}

// The deposit is kept by the first delivery not skipped or cancelled, by period then split;
// a failed one keeps it (its rescheduled stop leaves the bottles), none at all when all went.
TEST(SubscriptionStops, DepositGoesToTheFirstDeliveryThatStillComes) {
  auto at = [](const std::string& period, long long id, const std::string& status) {
    auto d = delivery(2);
    d.period_start = period, d.id = id, d.status = status;
    return d;
  };
  std::vector<subscriptions::Delivery> all = {at("2026-12-01", 1, "skipped"),
                                              at("2026-12-01", 2, "planned"),
                                              at("2027-01-01", 3, "planned")};
  auto k = deposit_delivery(all);
  ASSERT_TRUE(k);
  EXPECT_EQ(k->period_start, "2026-12-01");
  EXPECT_EQ(k->split, 2);
  all[1].status = "cancelled";
  k = deposit_delivery(all);
  ASSERT_TRUE(k);
  EXPECT_EQ(k->period_start, "2027-01-01");
  EXPECT_EQ(k->split, 1);
  all[0].status = "failed";
  EXPECT_EQ(deposit_delivery(all)->split, 1);
  EXPECT_EQ(deposit_delivery(all)->status, "failed");
  all[0].status = all[2].status = "skipped";
  EXPECT_FALSE(deposit_delivery(all));
  // Told where the deposit is, the stop charges it there and asks no empties back.
  auto deposit = sub();
  deposit.has_bottle_exchange = false;
  deposit.deposit_paisa = 200'000;
  auto o = order(false);
  auto third = stop_for_planned(deposit, delivery(2), 3, &o, true);
  EXPECT_EQ(third.deposit_paisa, 200'000);
  EXPECT_EQ(third.empties, 0);
  auto first = stop_for_planned(deposit, delivery(2), 1, &o, false);
  EXPECT_EQ(first.deposit_paisa, 0);
  EXPECT_EQ(first.empties, 2);
}

}  // namespace
}  // namespace aqua::app

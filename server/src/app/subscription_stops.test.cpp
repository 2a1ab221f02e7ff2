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
  return s;
}

subscriptions::Delivery delivery(int bottles) {
  subscriptions::Delivery d;
  d.subscription_id = "SUB-abc";
  d.period_start = "2026-12-01";
  d.order_id = "ORD-1";
  d.date = "2026-12-08", d.slot = "12pm-3pm";
  d.address = "House 3", d.city = "Islamabad", d.postal_code = "44090";
  d.product_id = "subscription-basic", d.product_name = "Basic plan";
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
  EXPECT_EQ(spec.lines[0].product_id, "subscription-basic");
  EXPECT_EQ(spec.lines[0].quantity, 3);
  EXPECT_TRUE(spec.lines[0].returnable);
  EXPECT_EQ(spec.empties, 3);
  EXPECT_EQ(spec.deposit_paisa, 0);
  auto no_exchange = sub();
  no_exchange.has_bottle_exchange = false;
  EXPECT_EQ(stop_for_planned(no_exchange, delivery(3), 2, &o).empties, 0);
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

}  // namespace
}  // namespace aqua::app

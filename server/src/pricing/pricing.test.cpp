// The pricing table: carts with the totals the pricing rules give them
// (docs/product.md#checkout-and-pricing), worked out by hand (amounts in paisa: PKR × 100).
#include "pricing/pricing.hpp"

#include <gtest/gtest.h>

#include "catalog/seed.hpp"

namespace aqua::pricing {
namespace {

struct Fixture {
  std::vector<ProductPrice> products = catalog::price_list(catalog::default_products(0));
  std::vector<PlanPrice> plans = catalog::price_list(catalog::default_plans(0));
  std::vector<Coupon> coupons = {
      {"SAVE10", 1000, 0}, {"WELCOME15", 1500, 0}, {"BULK20", 2000, 5000}};
  Fixture() {
    ProductPrice cheap;  // below BULK20's minimum, which no default product is
    cheap.id = "cheap";
    cheap.name = "Cap";
    cheap.price_paisa = 4000;
    products.push_back(cheap);
  }
  Catalogue view() const { return {&products, &plans, &coupons}; }
};

Line one(std::string id, int qty, bool exchange = false) {
  Line l;
  l.product_id = std::move(id);
  l.quantity = qty;
  l.has_bottle_exchange = exchange;
  return l;
}
// A plan line whose subscriber exchanges empties (no deposit): the table is about discounts.
Line sub(std::string product, std::string plan, int qty = 1, bool discount = true) {
  Line l;
  l.product_id = std::move(product);
  l.purchase_type = kSubscription;
  l.plan_id = std::move(plan);
  l.quantity = qty;
  l.apply_subscription_discount = discount;
  l.has_bottle_exchange = true;
  return l;
}

struct Case {
  const char* name;
  std::vector<Line> lines;
  std::string coupon;
  std::int64_t total;
  std::string error_key = {};
  std::string error = {};
};

// A table of cases, one line each: longer than a function should be, on purpose.
TEST(PricingTable, EveryCartHasTheExpectedTotal) {  // NOLINT(readability-function-size)
  Fixture f;
  Line rental = one("2", 1);
  rental.purchase_type = "rental";
  const std::vector<Case> cases = {
      {"one pack of 1.5 l bottles", {one("2", 1)}, "", 36000},
      {"three packs", {one("2", 3)}, "", 108000},
      {"19 l bottle without an empty to exchange pays the deposit", {one("1", 1)}, "", 125000},
      {"19 l bottle exchanged pays the refill only", {one("1", 1, true)}, "", 25000},
      {"deposit is per bottle", {one("1", 2)}, "", 250000},
      {"dispenser", {one("4", 1)}, "", 150000},
      {"6 litre bottles", {one("5", 3)}, "", 135000},
      {"tap and stand", {one("6", 1)}, "", 60000},
      {"two lines add up", {one("3", 2), one("2", 1)}, "", 108000},
      {"family plan 15% off", {sub("subscription-family", "family")}, "", 249900},
      {"basic plan 10% off", {sub("subscription-basic", "basic")}, "", 179910},
      {"premium plan 18% off", {sub("subscription-premium", "premium")}, "", 393600},
      {"discount switched off", {sub("subscription-family", "family", 1, false)}, "", 294000},
      {"two family plans", {sub("subscription-family", "family", 2)}, "", 499800},
      {"plan taken from the product id", {sub("subscription-basic", "", 3)}, "", 539730},
      {"a product bought as a subscription is priced by its plan",
       {sub("1", "family")},
       "",
       249900},
      {"SAVE10", {one("2", 1)}, "SAVE10", 32400},
      {"coupons ignore case", {one("2", 1)}, "save10", 32400},
      {"WELCOME15 on a dispenser", {one("4", 1)}, "Welcome15", 127500},
      {"BULK20 from PKR 50", {one("2", 1)}, "BULK20", 28800},
      {"BULK20 below PKR 50",
       {one("cheap", 1)},
       "BULK20",
       4000,
       "couponCode",
       "This coupon requires a minimum order of PKR 50"},
      {"unknown coupon", {one("2", 1)}, "FREE100", 36000, "couponCode", "Invalid coupon code"},
      {"coupons never discount a refundable deposit", {one("1", 1)}, "SAVE10", 122500},
      {"mixed cart with coupon",
       {one("1", 2, true), sub("subscription-family", "family")},
       "WELCOME15",
       254915},
      {"unknown product", {one("999", 1)}, "", 0, "items[0]", "Product not found"},
      {"quantity zero", {one("2", 0)}, "", 0, "items[0]", "Quantity must be at least 1"},
      {"negative quantity", {one("2", -2)}, "", 0, "items[0]", "Quantity must be at least 1"},
      {"huge quantity", {one("2", 1000000)}, "", 0, "items[0]", "Quantity must be at most 999"},
      {"unknown plan",
       {sub("subscription-gold", "gold")},
       "",
       0,
       "items[0]",
       "Subscription plan not found"},
      {"unknown purchase type",
       {rental},
       "",
       0,
       "items[0]",
       "Purchase type must be one-time or subscription"},
      {"exchange on a product without deposit changes nothing", {one("2", 1, true)}, "", 36000},
      {"a bad line does not hide the good ones",
       {one("2", 1), one("nope", 1)},
       "",
       36000,
       "items[1]",
       "Product not found"},
      {"empty cart", {}, "", 0},
      // The same product twice, with and without an exchange: each line as chosen.
      {"one new bottle, then one exchanged", {one("1", 1), one("1", 1, true)}, "", 150000},
      {"one exchanged bottle, then one new", {one("1", 1, true), one("1", 1)}, "", 150000},
      {"three exchanged and one new", {one("1", 3, true), one("1", 1)}, "", 200000},
      {"exchange and new with SAVE10 (deposit not discounted)",
       {one("1", 1), one("1", 2, true)},
       "SAVE10",
       167500},
      {"exchange and new with a plan",
       {one("1", 2, true), one("1", 1), sub("subscription-family", "family")},
       "",
       424900},
      {"exchange and new with a plan and WELCOME15",
       {one("1", 2, true), sub("subscription-family", "family"), one("1", 1)},
       "WELCOME15",
       376165},
      {"exchange and new with a plan without its discount and BULK20",
       {one("1", 1, true), one("1", 1), sub("subscription-basic", "basic", 1, false)},
       "BULK20",
       25000 + 125000 + 199900 - 49980},
  };
  for (const auto& c : cases) {
    SCOPED_TRACE(c.name);
    auto q = quote_cart(c.lines, f.view(), c.coupon, "");
    EXPECT_EQ(q.total_paisa, c.total);
    EXPECT_EQ(q.delivery_paisa, 0);
    if (c.error_key.empty()) {
      EXPECT_TRUE(q.errors.empty()) << q.errors.begin()->second;
    } else {
      ASSERT_TRUE(q.errors.count(c.error_key));
      EXPECT_EQ(q.errors.at(c.error_key), c.error);
    }
  }
}

TEST(Pricing, SplitsGoodsDepositsAndSavings) {
  Fixture f;
  auto q = quote_cart({one("1", 2), sub("subscription-family", "family")}, f.view(), "SAVE10", "");
  EXPECT_EQ(q.deposits_paisa, 200000);
  EXPECT_EQ(q.goods_paisa, 50000 + 249900);
  EXPECT_EQ(q.subscription_savings_paisa, 44100);
  EXPECT_EQ(q.coupon_discount_paisa, 29990);
  EXPECT_EQ(q.total_paisa, 250000 + 249900 - 29990);
  ASSERT_EQ(q.lines.size(), 2u);
  EXPECT_EQ(q.lines[0].deposit_unit_paisa, 100000);
  EXPECT_EQ(q.lines[1].name, "Family Subscription");
  EXPECT_EQ(q.lines[1].size, "12 bottles");
  EXPECT_EQ(q.lines[1].discount_bp, 1500);
}

TEST(Pricing, EachLineKeepsItsOwnExchangeChoice) {
  Fixture f;
  Line plan = sub("subscription-family", "family");
  plan.has_bottle_exchange = true;
  auto q = quote_cart({one("1", 3, true), one("1", 1), one("2", 1, true), plan}, f.view(), "", "");
  ASSERT_EQ(q.lines.size(), 4u);
  EXPECT_TRUE(q.lines[0].line.has_bottle_exchange);
  EXPECT_EQ(q.lines[0].deposit_paisa, 0);
  EXPECT_EQ(q.lines[0].line_total_paisa, 75000);
  EXPECT_FALSE(q.lines[1].line.has_bottle_exchange);
  EXPECT_EQ(q.lines[1].deposit_unit_paisa, 100000);
  EXPECT_EQ(q.lines[1].line_total_paisa, 125000);
  // An exchange is only kept where the bottles take empties back (a plan's product does).
  EXPECT_FALSE(q.lines[2].line.has_bottle_exchange);
  EXPECT_TRUE(q.lines[3].line.has_bottle_exchange);
  EXPECT_EQ(q.lines[3].deposit_paisa, 0);
  EXPECT_EQ(q.deposits_paisa, 100000);
  for (std::size_t i = 0; i < q.lines.size(); ++i) EXPECT_EQ(q.lines[i].index, i);

  // A line that cannot be priced leaves a gap: the others keep their request position.
  auto gap = quote_cart({one("nope", 1), one("1", 1, true)}, f.view(), "", "");
  ASSERT_EQ(gap.lines.size(), 1u);
  EXPECT_EQ(gap.lines[0].index, 1u);
}

TEST(Pricing, DepositCoversOneDeliverysBottles) {
  EXPECT_EQ(deposit_bottles(8, "Monthly"), 2);  // delivered weekly: a quarter, rounded up
  EXPECT_EQ(deposit_bottles(12, "Monthly"), 3);
  EXPECT_EQ(deposit_bottles(10, "Monthly"), 3);
  EXPECT_EQ(deposit_bottles(1, "Monthly"), 1);
  EXPECT_EQ(deposit_bottles(10, "Weekly"), 10);  // delivered at once
  EXPECT_EQ(deposit_bottles(6, "Bi-Weekly"), 6);
  EXPECT_EQ(deposit_bottles(0, "Monthly"), 0);
}

// With the first delivery's date, a Monthly plan's deposit covers exactly what that delivery
// drops: its first month has 4 weekly deliveries only when it lasts 28 days, else 5.
TEST(Pricing, DepositCoversTheFirstDeliveryOfItsMonth) {
  EXPECT_EQ(first_month_deliveries("2026-01-15"), 5);  // 31 days
  EXPECT_EQ(first_month_deliveries("2026-02-10"), 4);  // 28 days
  EXPECT_EQ(first_month_deliveries("2026-01-31"), 4);  // to 28 February: 28 days
  EXPECT_EQ(first_month_deliveries("2028-02-10"), 5);  // leap year: 29 days
  EXPECT_EQ(first_month_deliveries("2026-04-10"), 5);  // 30 days
  EXPECT_EQ(first_month_deliveries("2026-12-20"), 5);  // into January
  for (const char* bad : {"", "2026-13-01", "2026-02-30", "soon"})
    EXPECT_EQ(first_month_deliveries(bad), 4) << bad;
  EXPECT_EQ(deposit_bottles(10, "Monthly", "2026-01-15"), 2);  // 2, 2, 2, 2, 2 (not 3)
  EXPECT_EQ(deposit_bottles(17, "Monthly", "2026-01-15"), 4);  // 4, 4, 3, 3, 3 (not 5)
  EXPECT_EQ(deposit_bottles(10, "Monthly", "2026-02-10"), 3);  // 3, 3, 2, 2
  EXPECT_EQ(deposit_bottles(3, "Monthly", "2026-01-15"), 1);   // 1, 1, 1: two left out
  EXPECT_EQ(deposit_bottles(10, "Weekly", "2026-01-15"), 10);
}

// A plan line's bottles are its plan's returnable product, priced as a one-time line of it:
// exchanged (no deposit) or with the product's deposit for one delivery's bottles.
TEST(Pricing, PlanLinesExchangeOrPayTheProductsDeposit) {
  Fixture f;
  Line family = sub("subscription-family", "family");
  family.has_bottle_exchange = false;
  Line basic = sub("subscription-basic", "basic", 2);
  basic.has_bottle_exchange = false;
  Line renewal = family;
  renewal.charge_deposit = false;
  auto q = quote_cart({family, basic, renewal, sub("subscription-family", "family")}, f.view(),
                      "SAVE10", "");
  ASSERT_EQ(q.lines.size(), 4u);
  ASSERT_NE(q.lines[0].bottle, nullptr);
  EXPECT_EQ(q.lines[0].bottle->id, "1");
  EXPECT_FALSE(q.lines[0].line.has_bottle_exchange);
  EXPECT_EQ(q.lines[0].deposit_unit_paisa, 100000);
  EXPECT_EQ(q.lines[0].deposit_units, 3);  // 12 bottles a month, weekly
  EXPECT_EQ(q.lines[0].deposit_paisa, 300000);
  EXPECT_EQ(q.lines[0].line_total_paisa, 249900 + 300000);
  EXPECT_EQ(q.lines[1].deposit_paisa, 400000);  // 2 × 8 bottles: 4 a week
  EXPECT_EQ(q.lines[2].deposit_paisa, 0);       // a renewal: paid with the first order
  EXPECT_TRUE(q.lines[3].line.has_bottle_exchange);
  EXPECT_EQ(q.lines[3].deposit_paisa, 0);
  EXPECT_EQ(q.deposits_paisa, 700000);
  // The coupon leaves the refundable deposits alone.
  EXPECT_EQ(q.coupon_discount_paisa, percent_of(q.goods_paisa, 1000));

  // A plan without a product (or whose product takes no empties back) has neither.
  f.plans[0].product_id.clear();
  auto none = quote_cart({sub("subscription-basic", "basic")}, f.view(), "", "");
  ASSERT_EQ(none.lines.size(), 1u);
  EXPECT_FALSE(none.lines[0].line.has_bottle_exchange);
  EXPECT_EQ(none.lines[0].deposit_paisa, 0);
}

TEST(Pricing, PostalCodeEstimate) {
  Fixture f;
  auto isl = quote_cart({one("2", 1)}, f.view(), "", "44000");
  ASSERT_TRUE(isl.shipping);
  EXPECT_TRUE(isl.shipping->in_delivery_area);
  EXPECT_EQ(isl.shipping->area, "Islamabad");
  EXPECT_TRUE(isl.shipping->free);
  EXPECT_EQ(isl.total_paisa, 36000);  // delivery is always free

  auto rwp = quote_cart({one("2", 1)}, f.view(), "", "46000");
  EXPECT_EQ(rwp.shipping->area, "Rawalpindi");

  ShippingEstimate est;
  EXPECT_FALSE(estimate_shipping("90210", 4000, est));
  EXPECT_EQ(est.fee_paisa, 899);
  EXPECT_FALSE(est.free);
  EXPECT_FALSE(est.in_delivery_area);
  EXPECT_FALSE(estimate_shipping("75500", 4000, est));
  EXPECT_EQ(est.fee_paisa, 699);
  EXPECT_FALSE(estimate_shipping("12345", 4000, est));
  EXPECT_EQ(est.fee_paisa, 599);
  EXPECT_FALSE(estimate_shipping("00001", 4000, est));
  EXPECT_EQ(est.fee_paisa, 599);

  EXPECT_EQ(*estimate_shipping("4400", 0, est), "Enter at least 5 digits to calculate shipping");
  EXPECT_EQ(*estimate_shipping("44000123456", 0, est), "Postal code must be at most 10 characters");
  EXPECT_EQ(*estimate_shipping("44-00", 0, est), "Postal code must contain digits only");
}

TEST(Pricing, PercentRoundsHalfUp) {
  EXPECT_EQ(percent_of(199900, 1000), 19990);
  EXPECT_EQ(percent_of(5, 1000), 1);  // 0.5 paisa rounds up
  EXPECT_EQ(percent_of(4, 1000), 0);
}

}  // namespace
}  // namespace aqua::pricing

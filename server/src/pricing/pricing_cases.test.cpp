// The shared table of line prices (tests/pricing-cases.json): the web app's unit test runs
// the same cases through the cart's display estimate, so the two cannot drift apart.
#include <gtest/gtest.h>

#include <boost/json.hpp>
#include <fstream>
#include <sstream>
#include <string>

#include "pricing/pricing.hpp"

#ifndef AQUA_PRICING_CASES
#error "CMake passes AQUA_PRICING_CASES, the path of tests/pricing-cases.json"
#endif

namespace aqua::pricing {
namespace {

boost::json::array load_cases() {
  std::ifstream in(AQUA_PRICING_CASES);
  std::stringstream text;
  text << in.rdbuf();
  return boost::json::parse(text.str()).as_object().at("cases").as_array();
}

// One product and one plan priced as the case says; the line buys one of them.
std::int64_t line_total(const boost::json::object& c) {
  const bool subscription = c.at("purchaseType").as_string() == kSubscription;
  const std::int64_t unit = c.at("unitPaisa").to_number<std::int64_t>();
  std::vector<ProductPrice> products(1);
  products[0].id = "p";
  products[0].price_paisa = unit;
  products[0].has_exchange = c.at("hasExchange").as_bool();
  products[0].deposit_paisa = c.at("depositPaisa").to_number<std::int64_t>();
  std::vector<PlanPrice> plans(1);
  plans[0].id = "plan";
  plans[0].price_paisa = unit;
  plans[0].discount_bp = c.at("discountBp").to_number<int>();
  const std::vector<Coupon> coupons;

  Line line;
  line.product_id = subscription ? kPlanProductPrefix + "plan" : "p";
  line.purchase_type = std::string(c.at("purchaseType").as_string());
  line.plan_id = subscription ? "plan" : "";
  line.quantity = c.at("quantity").to_number<std::int64_t>();
  line.has_bottle_exchange = c.at("hasBottleExchange").as_bool();
  line.apply_subscription_discount = c.at("applySubscriptionDiscount").as_bool();

  Quote q = quote_cart({line}, {&products, &plans, &coupons}, "", "");
  EXPECT_TRUE(q.errors.empty()) << q.errors.begin()->second;
  EXPECT_EQ(q.lines.size(), 1U);
  return q.lines.empty() ? -1 : q.lines[0].line_total_paisa;
}

TEST(PricingCases, EverySharedCaseHasItsLineTotal) {
  const auto cases = load_cases();
  ASSERT_GT(cases.size(), 10U);
  for (const auto& v : cases) {
    const auto& c = v.as_object();
    SCOPED_TRACE(std::string(c.at("name").as_string()));
    EXPECT_EQ(line_total(c), c.at("lineTotalPaisa").to_number<std::int64_t>());
  }
}

}  // namespace
}  // namespace aqua::pricing

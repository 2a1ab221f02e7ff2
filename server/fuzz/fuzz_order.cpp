// libFuzzer: an order request body through JSON parsing, checkout validation and pricing.
#include "catalog/seed.hpp"
#include "core/api_error.hpp"
#include "core/json.hpp"
#include "orders/checkout.hpp"
#include "pricing/pricing.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  static const auto products = aqua::catalog::price_list(aqua::catalog::default_products(0));
  static const auto plans = aqua::catalog::price_list(aqua::catalog::default_plans(0));
  static const std::vector<aqua::pricing::Coupon> coupons = {{"SAVE10", 1000, 0},
                                                             {"BULK20", 2000, 5000}};
  std::string_view body(reinterpret_cast<const char*>(data), size);
  try {
    auto obj = aqua::json::parse_object(body);
    auto cmd = aqua::orders::parse_order(obj, 1795411800000);
    aqua::pricing::quote_cart(cmd.lines, {&products, &plans, &coupons}, cmd.coupon_code, "");
  } catch (const aqua::ApiError&) {
    // A clear 4xx for bad input is the expected outcome.
  }
  return 0;
}

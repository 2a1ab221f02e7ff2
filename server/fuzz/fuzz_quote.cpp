// libFuzzer: a quote request (cart lines, coupon, postal code) through parsing and pricing.
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
    std::vector<aqua::pricing::Line> lines;
    if (auto it = obj.find("items"); it != obj.end())
      lines = aqua::orders::parse_lines(it->value());
    auto q = aqua::pricing::quote_cart(lines, {&products, &plans, &coupons},
                                       aqua::json::get_string(obj, "couponCode").value_or(""),
                                       aqua::json::get_string(obj, "postalCode").value_or(""));
    if (q.total_paisa < 0 && q.errors.empty()) __builtin_trap();  // a total is never negative
  } catch (const aqua::ApiError&) {
  }
  return 0;
}

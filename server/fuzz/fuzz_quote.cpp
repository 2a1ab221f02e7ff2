// libFuzzer: a quote request (cart lines, coupon, postal code) through parsing and pricing.
#include "core/api_error.hpp"
#include "core/json.hpp"
#include "orders/checkout.hpp"
#include "pricing/pricing.hpp"
#include "seed_catalogue.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  std::string_view body(reinterpret_cast<const char*>(data), size);
  try {
    auto obj = aqua::json::parse_object(body);
    std::vector<aqua::pricing::Line> lines;
    if (auto it = obj.find("items"); it != obj.end())
      lines = aqua::orders::parse_lines(it->value());
    auto q = aqua::pricing::quote_cart(lines, aqua::fuzz::seed_catalogue(),
                                       aqua::json::get_string(obj, "couponCode").value_or(""),
                                       aqua::json::get_string(obj, "postalCode").value_or(""));
    if (q.total_paisa < 0 && q.errors.empty()) __builtin_trap();  // a total is never negative
  } catch (const aqua::ApiError&) {
  }
  return 0;
}

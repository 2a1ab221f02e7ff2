// libFuzzer: an order request body through JSON parsing, checkout validation and pricing.
#include "core/api_error.hpp"
#include "core/json.hpp"
#include "orders/checkout.hpp"
#include "pricing/pricing.hpp"
#include "seed_catalogue.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  std::string_view body(reinterpret_cast<const char*>(data), size);
  try {
    auto obj = aqua::json::parse_object(body);
    auto cmd = aqua::orders::parse_order(obj, 1795411800000);
    aqua::pricing::quote_cart(cmd.lines, aqua::fuzz::seed_catalogue(), cmd.coupon_code, "");
  } catch (const aqua::ApiError&) {
    // A clear 4xx for bad input is the expected outcome.
  }
  return 0;
}

// libFuzzer: admin product and plan writes (whitelist, prices, sanitising).
#include "catalog/admin_routes.hpp"
#include "core/api_error.hpp"
#include "core/json.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  std::string_view body(reinterpret_cast<const char*>(data), size);
  try {
    auto obj = aqua::json::parse_object(body);
    try {
      auto p = aqua::catalog::apply_product_fields(obj, aqua::catalog::Product{}, true);
      if (p.price_paisa <= 0) __builtin_trap();
    } catch (const aqua::ApiError&) {
    }
    auto plan = aqua::catalog::apply_plan_fields(obj, aqua::catalog::Plan{}, true);
    if (plan.price_paisa < 0 || plan.discount_bp < 0 || plan.discount_bp > 10000) __builtin_trap();
  } catch (const aqua::ApiError&) {
  }
  return 0;
}

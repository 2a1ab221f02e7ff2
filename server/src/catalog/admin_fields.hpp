// Validating the admin's product and plan writes (pure; unit-tested and fuzzed).
#pragma once
#include <boost/json.hpp>

#include "catalog/model.hpp"

namespace aqua::catalog {

// Validates a product write (docs/product.md#catalogue). Pure; throws ApiError 422.
// `base` holds the current values for an update; creating starts from the defaults.
Product apply_product_fields(const boost::json::object& body, Product base, bool creating);
Plan apply_plan_fields(const boost::json::object& body, Plan base, bool creating);

// The default returnable product a plan delivers: product "1" (the 19 litre bottle) while it
// takes empties back, else the first returnable product in display order; "" when none.
std::string default_plan_product(const std::vector<Product>& products);
// A plan's product must be a returnable product (hasExchange); a plan naming none gets the
// default one. Pure; throws ApiError 422 naming productId.
void settle_plan_product(Plan& plan, const std::vector<Product>& products);

}  // namespace aqua::catalog

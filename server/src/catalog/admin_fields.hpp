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
// takes empties back, else the first returnable product in display order; "" when none
// (deleted products are never a plan's).
std::string default_plan_product(const std::vector<Product>& products);
// A plan's product must be an active returnable product (hasExchange); a plan naming none gets the
// default one. Pure; throws ApiError 422 naming productId.
void settle_plan_product(Plan& plan, const std::vector<Product>& products);
// After a product write: every plan still delivers an active returnable product (a plan's
// product cannot stop taking empties back, nor be deleted, while the plan uses it). Pure;
// throws ApiError 409 naming the plans (the write is then rolled back).
void keep_plan_bottles(const std::vector<Plan>& plans, const std::vector<Product>& products);

}  // namespace aqua::catalog

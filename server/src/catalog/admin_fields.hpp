// Validating the admin's product and plan writes (pure; unit-tested and fuzzed).
#pragma once
#include <boost/json.hpp>

#include "catalog/model.hpp"

namespace aqua::catalog {

// Validates a product write (docs/product.md#catalogue). Pure; throws ApiError 422.
// `base` holds the current values for an update; creating starts from the defaults.
Product apply_product_fields(const boost::json::object& body, Product base, bool creating);
Plan apply_plan_fields(const boost::json::object& body, Plan base, bool creating);

}  // namespace aqua::catalog

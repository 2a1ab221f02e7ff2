// The default catalogue (docs/product.md#catalogue): 6 products, 3 plans, 3 coupons.
#pragma once
#include <soci/soci.h>

#include <vector>

#include "catalog/model.hpp"

namespace aqua::catalog {

std::vector<Product> default_products(long long now_ms);
std::vector<Plan> default_plans(long long now_ms);

struct SeedResult {
  int products = 0, plans = 0, coupons = 0;
};
// Adds every default that is missing (by id or code); never overwrites an admin's changes.
SeedResult seed_defaults(soci::session& s);

}  // namespace aqua::catalog

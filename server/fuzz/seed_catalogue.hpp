// The pricing fuzzers' catalogue: the seeded products and plans and two coupons, built once.
#pragma once
#include <vector>

#include "catalog/seed.hpp"
#include "pricing/pricing.hpp"

namespace aqua::fuzz {

inline const pricing::Catalogue& seed_catalogue() {
  static const auto products = catalog::price_list(catalog::default_products(0));
  static const auto plans = catalog::price_list(catalog::default_plans(0));
  static const std::vector<pricing::Coupon> coupons = {{"SAVE10", 1000, 0}, {"BULK20", 2000, 5000}};
  static const pricing::Catalogue catalogue{&products, &plans, &coupons};
  return catalogue;
}

}  // namespace aqua::fuzz

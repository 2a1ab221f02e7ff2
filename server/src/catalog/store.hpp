// The catalogue's SQL: reading and writing products and plans.
#pragma once
#include <soci/soci.h>

#include <optional>
#include <vector>

#include "catalog/model.hpp"
#include "catalog/product_pages.hpp"
#include "pricing/pricing.hpp"

namespace aqua::catalog::store {

std::vector<Product> products(soci::session& s, bool active_only);
// The admin list: every product (inactive too) matching q's type, featured and search
// (name or exact id) in display order (sort_order, created_at, id), by keyset: a page starts
// after `after` (the last one shown) when set, and reads q.limit + 1 rows (one more: is there a
// next page?); total counts the matches up to kTotalCap + 1.
struct ProductAfter {
  long long sort_order = 0, created_at = 0;
  std::string id;
};
constexpr long long kTotalCap = 10'000;
struct ProductsPage {
  std::vector<Product> items;
  long long total = 0;
};
ProductsPage products_page(soci::session& s, const ProductQuery& q,
                           const std::optional<ProductAfter>& after);
std::optional<Product> product(soci::session& s, const std::string& id);
void insert_product(soci::session& s, const Product& p);
void update_product(soci::session& s, const Product& p);
void deactivate_all_products(soci::session& s);

std::vector<Plan> plans(soci::session& s);
void insert_plan(soci::session& s, const Plan& p);
// False when there was no such plan.
bool delete_plan(soci::session& s, const std::string& id);
void delete_all_plans(soci::session& s);

std::vector<pricing::Coupon> active_coupons(soci::session& s);

long long version(soci::session& s);
void bump_version(soci::session& s);

}  // namespace aqua::catalog::store

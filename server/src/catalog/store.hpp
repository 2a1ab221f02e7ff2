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
// (name or exact id), one page of it in display order, and how many match.
struct ProductsPage {
  std::vector<Product> items;
  long long total = 0;
};
ProductsPage products_page(soci::session& s, const ProductQuery& q);
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

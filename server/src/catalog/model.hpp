// What the shop sells: products and subscription plans, and their JSON form.
#pragma once
#include <boost/json.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "pricing/pricing.hpp"

namespace aqua::catalog {

struct Product {
  std::string id, name, description, image, size, type = "bottle";
  std::int64_t price_paisa = 0, deposit_paisa = 0;
  bool featured = false, has_exchange = false, is_active = true;
  int sort_order = 0;
  std::string created_by = "system";
  std::int64_t created_at = 0, updated_at = 0;
  std::string name_ur;  // the Urdu name ("" when none; docs/product.md#languages)
};

struct Plan {
  std::string id, name, frequency = "Monthly", savings;
  std::int64_t price_paisa = 0;
  int bottles = 1;
  bool popular = false;
  // 15% when a plan names none (docs/decisions/0011-discount-per-plan.md).
  int discount_bp = 1500;
  std::vector<std::string> features;
  int sort_order = 0;
  std::int64_t created_at = 0, updated_at = 0;
  std::string name_ur;  // the Urdu name ("" when none)
  // The returnable product its deliveries drop (docs/product.md#subscriptions).
  std::string product_id;
};

bool is_product_type(const std::string& t);

boost::json::object to_json(const Product& p);
boost::json::object to_json(const Plan& p);

// What pricing needs of the products and plans.
std::vector<pricing::ProductPrice> price_list(const std::vector<Product>& products);
std::vector<pricing::PlanPrice> price_list(const std::vector<Plan>& plans);

}  // namespace aqua::catalog

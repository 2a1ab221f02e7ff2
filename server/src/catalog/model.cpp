#include "catalog/model.hpp"

#include "core/clock.hpp"
#include "core/json.hpp"

namespace aqua::catalog {

bool is_product_type(const std::string& t) {
  return t == "bottle" || t == "dispenser" || t == "accessory";
}

boost::json::object to_json(const Product& p) {
  return {{"id", p.id},
          {"name", p.name},
          {"nameUr", p.name_ur},
          {"description", p.description},
          {"pricePaisa", p.price_paisa},
          {"image", p.image},
          {"size", p.size},
          {"type", p.type},
          {"featured", p.featured},
          {"hasExchange", p.has_exchange},
          {"depositPaisa", p.deposit_paisa},
          {"isActive", p.is_active},
          {"createdAt", clock::iso_utc(p.created_at)},
          {"updatedAt", clock::iso_utc(p.updated_at)}};
}

boost::json::object to_json(const Plan& p) {
  boost::json::array features;
  for (const auto& f : p.features) features.emplace_back(f);
  return {{"id", p.id},
          {"name", p.name},
          {"nameUr", p.name_ur},
          {"productId", p.product_id},
          {"pricePaisa", p.price_paisa},
          {"bottles", p.bottles},
          {"frequency", p.frequency},
          {"popular", p.popular},
          {"savings", p.savings},
          {"discountPercent", json::percent_from_bp(p.discount_bp)},
          {"features", std::move(features)}};
}

std::vector<pricing::ProductPrice> price_list(const std::vector<Product>& products) {
  std::vector<pricing::ProductPrice> out;
  out.reserve(products.size());
  for (const auto& p : products)
    out.push_back({p.id, p.name, p.image, p.size, p.price_paisa, p.deposit_paisa, p.has_exchange});
  return out;
}

std::vector<pricing::PlanPrice> price_list(const std::vector<Plan>& plans) {
  std::vector<pricing::PlanPrice> out;
  out.reserve(plans.size());
  for (const auto& p : plans)
    out.push_back({p.id, p.name, p.frequency, p.savings, p.product_id, p.price_paisa, p.bottles,
                   p.discount_bp});
  return out;
}

}  // namespace aqua::catalog

#include "catalog/admin_fields.hpp"

#include <algorithm>
#include <cmath>
#include <set>
#include <tuple>

#include "core/api_error.hpp"
#include "core/text.hpp"
#include "core/validate.hpp"

namespace aqua::catalog {

namespace bj = boost::json;
using Errors = std::map<std::string, std::string>;

namespace {

const std::set<std::string> kProductFields = {
    "name",     "description", "price",        "imageUrl", "image", "size",  "type",
    "featured", "hasExchange", "depositPrice", "isActive", "id",    "nameUr"};

// A PKR amount from JSON (number) into paisa; nullopt when not a finite number.
std::optional<std::int64_t> pkr_to_paisa(const bj::value& v) {
  if (!v.is_number()) return std::nullopt;
  double d = v.to_number<double>();
  if (!std::isfinite(d) || std::fabs(d) > 1e12) return std::nullopt;
  return static_cast<std::int64_t>(std::llround(d * 100));
}

std::string clean_text(const bj::object& o, const char* key, std::size_t max, Errors& errors,
                       const std::string& fallback) {
  auto it = o.find(key);
  if (it == o.end()) return fallback;
  if (it->value().is_null()) return "";
  if (!it->value().is_string()) {
    errors[key] = "Must be text";
    return fallback;
  }
  auto s = text::sanitize(std::string(it->value().as_string()));
  if (!text::is_clean_utf8(s) || text::utf8_length(s) > max)
    errors[key] = "Must be at most " + std::to_string(max) + " characters of text";
  return s;
}

bool flag(const bj::object& o, const char* key, bool fallback, Errors& errors) {
  auto it = o.find(key);
  if (it == o.end() || it->value().is_null()) return fallback;
  if (!it->value().is_bool()) {
    errors[key] = "Must be true or false";
    return fallback;
  }
  return it->value().as_bool();
}

// Plan features as a list, or "a, b, , c" as typed in the editor; at most 20 of 200 chars.
std::vector<std::string> parse_features(const bj::value& v, Errors& errors) {
  std::vector<std::string> raw;
  if (v.is_string()) {
    std::string s(v.as_string());
    std::size_t start = 0;
    while (start <= s.size()) {
      auto comma = s.find(',', start);
      raw.push_back(
          s.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
      if (comma == std::string::npos) break;
      start = comma + 1;
    }
  } else if (v.is_array()) {
    for (const auto& f : v.as_array())
      if (f.is_string()) raw.emplace_back(f.as_string());
  } else {
    errors["features"] = "Features must be a list or comma-separated text";
  }
  std::vector<std::string> out;
  for (auto& f : raw) {
    auto t = text::sanitize(f);
    if (!t.empty() && out.size() < 20) out.push_back(t.substr(0, 200));
  }
  return out;
}

}  // namespace

Product apply_product_fields(const bj::object& body, Product p, bool creating) {
  Errors errors;
  for (const auto& kv : body)
    if (!kProductFields.count(std::string(kv.key())))
      errors[std::string(kv.key())] = "This field cannot be set";
  if (creating) {
    bool has_image = (body.contains("imageUrl") && body.at("imageUrl").is_string() &&
                      !body.at("imageUrl").as_string().empty()) ||
                     (body.contains("image") && body.at("image").is_string() &&
                      !body.at("image").as_string().empty());
    bool has_name = body.contains("name") && body.at("name").is_string() &&
                    !text::trim(std::string(body.at("name").as_string())).empty();
    if (!has_name || !body.contains("price") || !has_image)
      throw ApiError::validation("Missing required fields: name, price, imageUrl");
  }
  p.name = clean_text(body, "name", 200, errors, p.name);
  if (p.name.empty()) errors["name"] = "Name is required";
  p.name_ur = text::trim(clean_text(body, "nameUr", 200, errors, p.name_ur));
  p.description = clean_text(body, "description", 2000, errors, p.description);
  p.size = clean_text(body, "size", 100, errors, p.size);
  std::string image = clean_text(body, "imageUrl", 500, errors, p.image);
  image = clean_text(body, "image", 500, errors, image);
  if (!image.empty() && !validate::is_local_path(image))
    errors["imageUrl"] = "Image must be an uploaded image or a path on this shop";
  p.image = image;
  std::string type = clean_text(body, "type", 20, errors, p.type);
  if (!is_product_type(type))
    errors["type"] = "Type must be bottle, dispenser or accessory";
  else
    p.type = type;
  if (auto it = body.find("price"); it != body.end()) {
    auto paisa = pkr_to_paisa(it->value());
    if (!paisa || *paisa <= 0)
      throw ApiError::validation("Price must be a positive number",
                                 {{"price", "Price must be a positive number"}});
    p.price_paisa = *paisa;
  }
  if (auto it = body.find("depositPrice"); it != body.end() && !it->value().is_null()) {
    auto paisa = pkr_to_paisa(it->value());
    if (!paisa || *paisa < 0)
      errors["depositPrice"] = "Deposit must be zero or a positive number";
    else
      p.deposit_paisa = *paisa;
  }
  p.featured = flag(body, "featured", p.featured, errors);
  p.has_exchange = flag(body, "hasExchange", p.has_exchange, errors);
  p.is_active = flag(body, "isActive", p.is_active, errors);
  if (!p.has_exchange) p.deposit_paisa = 0;
  if (!errors.empty()) throw ApiError::validation("Please check the product details", errors);
  return p;
}

Plan apply_plan_fields(const bj::object& body, Plan p, bool creating) {
  Errors errors;
  p.name = clean_text(body, "name", 100, errors, p.name);
  if (p.name.empty()) errors["name"] = "Name is required";
  p.name_ur = text::trim(clean_text(body, "nameUr", 100, errors, p.name_ur));
  p.product_id = text::trim(clean_text(body, "productId", 100, errors, p.product_id));
  if (auto it = body.find("price"); it != body.end()) {
    auto paisa = pkr_to_paisa(it->value());
    if (!paisa || *paisa < 0)
      errors["price"] = "Price must be 0 or more";
    else
      p.price_paisa = *paisa;
  } else if (creating) {
    errors["price"] = "Price must be 0 or more";
  }
  if (auto it = body.find("bottles"); it != body.end()) {
    if (!it->value().is_number() || it->value().to_number<double>() < 0 ||
        it->value().to_number<double>() > 1000 ||
        it->value().to_number<double>() != std::floor(it->value().to_number<double>()))
      errors["bottles"] = "Bottles must be a whole number, 0 or more";
    else
      p.bottles = static_cast<int>(it->value().to_number<double>());
  }
  std::string freq = clean_text(body, "frequency", 20, errors, p.frequency);
  if (freq != "Monthly" && freq != "Weekly" && freq != "Bi-Weekly")
    errors["frequency"] = "Frequency must be Monthly, Weekly or Bi-Weekly";
  else
    p.frequency = freq;
  p.popular = flag(body, "popular", p.popular, errors);
  p.savings = clean_text(body, "savings", 50, errors, p.savings);
  if (auto it = body.find("discountPercent"); it != body.end() && !it->value().is_null()) {
    if (!it->value().is_number() || it->value().to_number<double>() < 0 ||
        it->value().to_number<double>() > 100)
      errors["discountPercent"] = "Discount must be from 0 to 100 percent";
    else
      p.discount_bp = static_cast<int>(std::llround(it->value().to_number<double>() * 100));
  }
  if (auto it = body.find("features"); it != body.end())
    p.features = parse_features(it->value(), errors);
  if (!errors.empty()) throw ApiError::validation("Please check the plan details", errors);
  return p;
}

std::string default_plan_product(const std::vector<Product>& products) {
  const Product* best = nullptr;
  for (const auto& p : products) {
    if (!p.has_exchange || !p.is_active) continue;
    if (p.id == "1") return p.id;
    if (!best || std::tie(p.sort_order, p.id) < std::tie(best->sort_order, best->id)) best = &p;
  }
  return best ? best->id : "";
}

void settle_plan_product(Plan& plan, const std::vector<Product>& products) {
  if (plan.product_id.empty()) plan.product_id = default_plan_product(products);
  if (plan.product_id.empty()) return;  // a catalogue without returnable products
  for (const auto& p : products)
    if (p.id == plan.product_id && p.has_exchange && p.is_active) return;
  throw ApiError::validation(
      "Please check the plan details",
      {{"productId", "A plan delivers a returnable product (one that takes empties back)"}});
}

void keep_plan_bottles(const std::vector<Plan>& plans, const std::vector<Product>& products) {
  std::string names;
  for (const auto& plan : plans) {
    if (plan.product_id.empty()) continue;  // a catalogue without returnable products
    bool ok = std::any_of(products.begin(), products.end(), [&](const Product& p) {
      return p.id == plan.product_id && p.has_exchange && p.is_active;
    });
    if (!ok) names += (names.empty() ? "" : ", ") + plan.name;
  }
  if (names.empty()) return;
  throw ApiError(409, "product_in_plan",
                 "This product is the bottle of the plans " + names +
                     ": it must stay in the catalogue and take empties back while a plan "
                     "delivers it. Give those plans another bottle first.");
}

}  // namespace aqua::catalog

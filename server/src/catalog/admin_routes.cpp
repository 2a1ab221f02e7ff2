#include "catalog/admin_routes.hpp"

#include <cmath>
#include <filesystem>
#include <fstream>

#include "auth/rate_limit.hpp"
#include "catalog/seed.hpp"
#include "catalog/store.hpp"
#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/crypto.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "core/validate.hpp"

namespace aqua::catalog {

namespace bj = boost::json;
using Errors = std::map<std::string, std::string>;

namespace {

const std::set<std::string> kProductFields = {"name",        "description",  "price",    "imageUrl",
                                              "image",       "size",         "type",     "featured",
                                              "hasExchange", "depositPrice", "isActive", "id"};

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

void check_rate(db::Database& db, const auth::Principal& who, const std::string& action,
                int limit) {
  if (!auth::allow(db, "admin:" + who.admin_id + ":" + action, limit, 60'000))
    throw ApiError::rate_limited();
}

http::Response json_ok(int status, const bj::value& v) {
  return http::Response::json(status, bj::serialize(v));
}

}  // namespace

std::string image_kind(const std::string& b) {
  auto starts = [&b](std::string_view sig, std::size_t at = 0) {
    return b.size() >= at + sig.size() && std::string_view(b).substr(at, sig.size()) == sig;
  };
  if (starts("\xFF\xD8\xFF")) return "jpg";
  if (starts("\x89PNG\r\n\x1A\n")) return "png";
  if (starts("RIFF") && starts("WEBP", 8)) return "webp";
  return "";
}

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
  if (auto it = body.find("features"); it != body.end()) {
    std::vector<std::string> raw;
    if (it->value().is_string()) {  // "a, b, , c" as typed in the editor
      std::string s(it->value().as_string());
      std::size_t start = 0;
      while (start <= s.size()) {
        auto comma = s.find(',', start);
        raw.push_back(
            s.substr(start, comma == std::string::npos ? std::string::npos : comma - start));
        if (comma == std::string::npos) break;
        start = comma + 1;
      }
    } else if (it->value().is_array()) {
      for (const auto& f : it->value().as_array())
        if (f.is_string()) raw.emplace_back(f.as_string());
    } else {
      errors["features"] = "Features must be a list or comma-separated text";
    }
    p.features.clear();
    for (auto& f : raw) {
      auto t = text::sanitize(f);
      if (!t.empty() && p.features.size() < 20) p.features.push_back(t.substr(0, 200));
    }
  }
  if (!errors.empty()) throw ApiError::validation("Please check the plan details", errors);
  return p;
}

void add_admin_routes(http::Router& router, auth::Auth& auth, Catalog& catalog, db::Database& db,
                      const std::string& uploads_dir) {
  using auth::Principal;
  using http::Request;

  auth::add_admin_route(router, auth, "GET", "/api/admin/products", "read:product", "product",
                        [&db](Request&, const Principal&) {
                          auto products =
                              db.read([](soci::session& s) { return store::products(s, false); });
                          bj::array items;
                          for (const auto& p : products) items.push_back(to_json(p));
                          return json_ok(200, bj::object{{"items", std::move(items)}});
                        });

  auth::add_admin_route(router, auth, "POST", "/api/admin/products", "create:product", "product",
                        [&db, &catalog](Request& req, const Principal& who) {
                          check_rate(db, who, "create", 5);
                          auto body = json::parse_object(req.body);
                          Product p = apply_product_fields(body, Product{}, true);
                          long long now = clock::now_ms();
                          p.id = std::to_string(now);  // SPEC.md: the id is the creation timestamp
                          p.created_at = p.updated_at = now;
                          p.created_by = who.role;
                          p.sort_order = 1000;
                          db.write([&](soci::session& s) {
                            while (store::product(s, p.id)) p.id = std::to_string(++now);
                            store::insert_product(s, p);
                            store::bump_version(s);
                          });
                          catalog.reload();
                          return json_ok(201, to_json(p));
                        });

  auth::add_admin_route(router, auth, "PUT", "/api/admin/products/:id", "update:product", "product",
                        [&db, &catalog](Request& req, const Principal& who) {
                          check_rate(db, who, "update", 10);
                          auto body = json::parse_object(req.body);
                          auto updated = db.write([&](soci::session& s) {
                            auto current = store::product(s, req.param("id"));
                            if (!current) throw ApiError::not_found("Product not found");
                            Product p = apply_product_fields(body, *current, false);
                            p.updated_at = clock::now_ms();
                            store::update_product(s, p);
                            store::bump_version(s);
                            return p;
                          });
                          catalog.reload();
                          return json_ok(200, to_json(updated));
                        });

  auth::add_admin_route(router, auth, "DELETE", "/api/admin/products/:id", "delete:product",
                        "product", [&db, &catalog](Request& req, const Principal& who) {
                          check_rate(db, who, "delete", 5);
                          db.write([&](soci::session& s) {
                            auto p = store::product(s, req.param("id"));
                            if (!p) throw ApiError::not_found("Product not found");
                            p->is_active = false;  // soft delete: orders keep referring to it
                            p->updated_at = clock::now_ms();
                            store::update_product(s, *p);
                            store::bump_version(s);
                          });
                          catalog.reload();
                          return http::Response::no_content();
                        });

  auth::add_admin_route(
      router, auth, "POST", "/api/admin/products/batch", "update:product", "product",
      [&db, &catalog](Request& req, const Principal& who) {
        check_rate(db, who, "update", 10);
        auto body = json::parse_object(req.body);
        auto it = body.find("items");
        if (it == body.end() || !it->value().is_array())
          throw ApiError::validation("Invalid batch",
                                     {{"items", "Items must be a list of {id, ...fields}"}});
        const auto& arr = it->value().as_array();
        if (arr.size() > 50) throw ApiError::validation("Batch size cannot exceed 50 items");
        bj::array out;
        db.write([&](soci::session& s) {
          for (std::size_t i = 0; i < arr.size(); ++i) {
            if (!arr[i].is_object() || !arr[i].as_object().contains("id") ||
                !arr[i].as_object().at("id").is_string())
              throw ApiError::validation(
                  "Invalid batch", {{"items[" + std::to_string(i) + "]", "Each item needs an id"}});
            auto fields = arr[i].as_object();
            std::string id(fields.at("id").as_string());
            auto current = store::product(s, id);
            if (!current) throw ApiError::not_found("Product not found");
            Product p = apply_product_fields(fields, *current, false);
            p.updated_at = clock::now_ms();
            store::update_product(s, p);
            out.push_back(to_json(p));
          }
          store::bump_version(s);
        });
        catalog.reload();
        return json_ok(200, bj::object{{"items", std::move(out)}});
      });

  auth::add_admin_route(
      router, auth, "POST", "/api/admin/products/reset", "delete:product", "product",
      [&db, &catalog](Request&, const Principal&) {
        db.write([&](soci::session& s) {
          s << "UPDATE products SET is_active = 0";
          for (const auto& p : default_products(clock::now_ms())) {
            if (store::product(s, p.id))
              store::update_product(s, p);
            else
              store::insert_product(s, p);
          }
          store::bump_version(s);
        });
        catalog.reload();
        return json_ok(200, bj::object{{"message", "Products have been reset to default values."}});
      });

  auth::add_admin_route(
      router, auth, "POST", "/api/admin/uploads", "create:product", "product",
      [uploads_dir](Request& req, const Principal&) {
        auto kind = image_kind(req.body);
        if (kind.empty())
          throw ApiError::validation("Images must be JPEG, PNG or WebP files",
                                     {{"image", "Images must be JPEG, PNG or WebP files"}});
        auto name = crypto::blake2b_hex(req.body).substr(0, 32) + "." + kind;
        std::filesystem::create_directories(uploads_dir);
        auto path = std::filesystem::path(uploads_dir) / name;
        if (!std::filesystem::exists(path)) {
          auto tmp = path;
          tmp += ".tmp";
          std::ofstream(tmp, std::ios::binary) << req.body;
          std::filesystem::rename(tmp, path);
        }
        return json_ok(201,
                       bj::object{{"imageUrl", "/uploads/" + name}, {"bytes", req.body.size()}});
      });

  router.add("GET", "/uploads/:name", [uploads_dir](Request& req) {
    auto name = req.param("name");
    if (name.find('/') != std::string::npos || name.find("..") != std::string::npos ||
        name.size() > 60)
      throw ApiError::not_found();
    auto ext = std::filesystem::path(name).extension().string();
    std::string type = ext == ".jpg"    ? "image/jpeg"
                       : ext == ".png"  ? "image/png"
                       : ext == ".webp" ? "image/webp"
                                        : "";
    auto path = std::filesystem::path(uploads_dir) / name;
    if (type.empty() || !std::filesystem::is_regular_file(path)) throw ApiError::not_found();
    std::ifstream in(path, std::ios::binary);
    http::Response r;
    r.body.assign(std::istreambuf_iterator<char>(in), {});
    r.header("content-type", type);
    r.header("cache-control", "public, max-age=31536000, immutable");
    return r;
  });

  // Plans.
  auth::add_admin_route(router, auth, "GET", "/api/admin/plans", "read:product", "plan",
                        [&catalog](Request&, const Principal&) {
                          http::Response r = http::Response::json(catalog.snapshot()->plans_body);
                          return r;
                        });

  auth::add_admin_route(router, auth, "POST", "/api/admin/plans", "create:product", "plan",
                        [&db, &catalog](Request& req, const Principal& who) {
                          check_rate(db, who, "create", 5);
                          auto body = json::parse_object(req.body);
                          Plan p = apply_plan_fields(body, Plan{}, true);
                          p.id = "plan-" + crypto::random_code(8);
                          p.created_at = p.updated_at = clock::now_ms();
                          p.sort_order = 100;
                          if (p.savings.empty())
                            p.savings = "Save " + std::to_string(p.discount_bp / 100) + "%";
                          db.write([&](soci::session& s) {
                            store::insert_plan(s, p);
                            store::bump_version(s);
                          });
                          catalog.reload();
                          return json_ok(201, to_json(p));
                        });

  auth::add_admin_route(router, auth, "PUT", "/api/admin/plans/:id", "update:product", "plan",
                        [&db, &catalog](Request& req, const Principal& who) {
                          check_rate(db, who, "update", 10);
                          auto body = json::parse_object(req.body);
                          if (auto id = json::get_string(body, "id"); id && *id != req.param("id"))
                            throw ApiError::validation("A plan's id cannot be changed",
                                                       {{"id", "A plan's id cannot be changed"}});
                          body.erase("id");
                          Plan updated;
                          db.write([&](soci::session& s) {
                            std::optional<Plan> current;
                            for (auto& p : store::plans(s))
                              if (p.id == req.param("id")) current = p;
                            if (!current) throw ApiError::not_found("Plan not found");
                            updated = apply_plan_fields(body, *current, false);
                            updated.updated_at = clock::now_ms();
                            s << "DELETE FROM plans WHERE id = :id", soci::use(updated.id);
                            store::insert_plan(s, updated);
                            store::bump_version(s);
                          });
                          catalog.reload();
                          return json_ok(200, to_json(updated));
                        });

  auth::add_admin_route(router, auth, "DELETE", "/api/admin/plans/:id", "delete:product", "plan",
                        [&db, &catalog](Request& req, const Principal& who) {
                          check_rate(db, who, "delete", 5);
                          db.write([&](soci::session& s) {
                            std::string id = req.param("id");
                            soci::statement st =
                                (s.prepare << "DELETE FROM plans WHERE id = :id", soci::use(id));
                            st.execute(true);
                            if (st.get_affected_rows() == 0)
                              throw ApiError::not_found("Plan not found");
                            store::bump_version(s);
                          });
                          catalog.reload();
                          return http::Response::no_content();
                        });

  auth::add_admin_route(
      router, auth, "POST", "/api/admin/plans/reset", "delete:product", "plan",
      [&db, &catalog](Request&, const Principal&) {
        db.write([&](soci::session& s) {
          s << "DELETE FROM plans";
          for (const auto& p : default_plans(clock::now_ms())) store::insert_plan(s, p);
          store::bump_version(s);
        });
        catalog.reload();
        return json_ok(
            200, bj::object{{"message", "Subscription plans have been reset to default values."}});
      });
}

}  // namespace aqua::catalog

#include "catalog/admin_routes.hpp"
#include <algorithm>
#include "auth/request_write.hpp"
#include "catalog/admin_list.hpp"
#include "catalog/routes.hpp"
#include "catalog/seed.hpp"
#include "catalog/store.hpp"
#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/crypto.hpp"
#include "core/json.hpp"
#include "db/attempt.hpp"
#include "ratelimit/rate_limit.hpp"

namespace aqua::catalog {
namespace bj = boost::json;
using auth::Principal;
using http::Request;

namespace {

struct Ctx {
  db::Database& db;
  Catalog& catalog;
};

void check_rate(db::Database& db, const Principal& who, const std::string& action, int limit) {
  if (!ratelimit::allow(db, "admin:" + who.admin_id + ":" + action, limit, 60'000))
    throw ApiError::rate_limited();
}

// One catalogue change: a transaction that also bumps the catalogue version, then the
// in-memory snapshot (and every open page) catches up.
template <class Fn>
void change(const Ctx& c, const Fn& fn) {
  c.db.write([&](soci::session& s) {
    fn(s);
    keep_plan_bottles(store::plans(s), store::products(s, false));  // or 409
    store::bump_version(s);
  });
  c.catalog.reload();
}

// A write of some products only: the snapshot re-serialises just those (read back as
// stored, after the commit) instead of reloading the whole catalogue.
template <class Fn>
void change_products(const Ctx& c, const Fn& fn) {
  std::vector<Product> changed;
  c.db.write([&](soci::session& s) {
    for (const auto& id : fn(s)) {
      bool seen =
          std::any_of(changed.begin(), changed.end(), [&](const Product& p) { return p.id == id; });
      if (auto p = seen ? std::nullopt : store::product(s, id)) changed.push_back(std::move(*p));
    }
    keep_plan_bottles(store::plans(s), store::products(s, false));  // or 409
    store::bump_version(s);
  });
  c.catalog.apply_products(changed);
}

http::Response json_ok(int status, const bj::value& v) {
  return http::Response::json(status, json::serialize(v));
}

// GET /api/admin/products (catalog/admin_list.hpp)
http::Response list_products(const Ctx& c, const Request& req, const Principal&) {
  return list_admin_products(c.db, req);
}

// POST /api/admin/products
http::Response create_product(const Ctx& c, const Request& req, const Principal& who) {
  check_rate(c.db, who, "create", 5);
  Product p = apply_product_fields(json::parse_object(req.body), Product{}, true);
  long long now = clock::now_ms();
  p.id = std::to_string(now);  // the id is its creation time
  p.created_at = p.updated_at = now;
  p.created_by = who.role;
  p.sort_order = 1000;
  change_products(c, [&](soci::session& s) {
    while (store::product(s, p.id)) p.id = std::to_string(++now);
    store::insert_product(s, p);
    return std::vector<std::string>{p.id};
  });
  return json_ok(201, to_json(p));
}

// Applies a product write to the stored product `id` (404 when there is none).
Product update_stored_product(soci::session& s, const std::string& id, const bj::object& fields) {
  auto current = store::product(s, id);
  if (!current) throw ApiError::not_found("Product not found");
  Product p = apply_product_fields(fields, *current, false);
  p.updated_at = clock::now_ms();
  store::update_product(s, p);
  keep_plan_bottles(store::plans(s), store::products(s, false));  // or 409
  return p;
}

// The status and message an admin write's refusal is audited with.
std::pair<int, std::string> refusal_of(const std::exception_ptr& e) {
  try {
    std::rethrow_exception(e);
  } catch (const ApiError& a) {
    return {a.status, a.what()};
  } catch (const std::exception& x) {
    return {500, x.what()};
  }
}

// PUT /api/admin/products/:id: ONE transaction for the rate-limit hit, the product, the
// catalogue version, the session refresh and the audit entry (a PUT <= 10 ms).
// The hit counts and the refusal is audited even when the product write is refused.
http::Response update_product(const Ctx& c, const Request& req, const Principal& who) {
  auto* records = auth::current_request_write();
  std::exception_ptr refused;
  bj::object body;
  try {
    body = json::parse_object(req.body);
  } catch (const ApiError&) {
    refused = std::current_exception();
  }
  Product updated;
  std::vector<Product> stored;  // read back as stored, for the snapshot
  long long now = clock::now_ms();
  c.db.write([&](soci::session& s) {
    if (!ratelimit::allow_all_in(s, {{"admin:" + who.admin_id + ":update", 10, 60'000}}, now)[0])
      refused = std::make_exception_ptr(ApiError::rate_limited());
    if (!refused)
      refused = db::attempt(s, [&] {
        updated = update_stored_product(s, req.param("id"), body);
        if (auto p = store::product(s, updated.id)) stored.push_back(std::move(*p));
        store::bump_version(s);
      });
    if (records && refused) {
      auto [status, message] = refusal_of(refused);
      auth::write_request_records(s, *records, status, message);
    } else if (records) {
      auth::write_request_records(s, *records, 200, "");
    }
  });
  if (refused) std::rethrow_exception(refused);
  c.catalog.apply_products(stored);
  return json_ok(200, to_json(updated));
}

// DELETE /api/admin/products/:id: a soft delete, orders keep referring to the product.
http::Response delete_product(const Ctx& c, const Request& req, const Principal& who) {
  check_rate(c.db, who, "delete", 5);
  change_products(c, [&](soci::session& s) {
    auto p = store::product(s, req.param("id"));
    if (!p) throw ApiError::not_found("Product not found");
    p->is_active = false, p->updated_at = clock::now_ms();
    store::update_product(s, *p);
    return std::vector<std::string>{p->id};
  });
  return http::Response::no_content();
}

const bj::array& batch_items(const bj::object& body) {
  auto it = body.find("items");
  if (it == body.end() || !it->value().is_array())
    throw ApiError::validation("Invalid batch",
                               {{"items", "Items must be a list of {id, ...fields}"}});
  const auto& arr = it->value().as_array();
  if (arr.size() > 50) throw ApiError::validation("Batch size cannot exceed 50 items");
  return arr;
}

// POST /api/admin/products/batch {items: [{id, ...fields}]}: all or nothing.
http::Response batch_update_products(const Ctx& c, const Request& req, const Principal& who) {
  check_rate(c.db, who, "update", 10);
  auto body = json::parse_object(req.body);
  const auto& arr = batch_items(body);
  bj::array out;
  change_products(c, [&](soci::session& s) {
    std::vector<std::string> ids;
    for (std::size_t i = 0; i < arr.size(); ++i) {
      if (!arr[i].is_object() || !arr[i].as_object().contains("id") ||
          !arr[i].as_object().at("id").is_string())
        throw ApiError::validation("Invalid batch",
                                   {{"items[" + std::to_string(i) + "]", "Each item needs an id"}});
      auto fields = arr[i].as_object();
      std::string id(fields.at("id").as_string());
      out.push_back(to_json(update_stored_product(s, id, fields)));
      ids.push_back(id);
    }
    return ids;
  });
  return json_ok(200, bj::object{{"items", std::move(out)}});
}

// POST /api/admin/products/reset: the default products, every other one inactive.
http::Response reset_products(const Ctx& c, const Request&, const Principal&) {
  change(c, [&](soci::session& s) {
    store::deactivate_all_products(s);
    for (const auto& p : default_products(clock::now_ms())) {
      if (store::product(s, p.id))
        store::update_product(s, p);
      else
        store::insert_product(s, p);
    }
  });
  return json_ok(200, bj::object{{"message", "Products have been reset to default values."}});
}

// GET /api/admin/plans
http::Response list_plans(const Ctx& c, const Request&, const Principal&) {
  return http::Response::json(c.catalog.snapshot()->plans_body);
}

// POST /api/admin/plans
http::Response create_plan(const Ctx& c, const Request& req, const Principal& who) {
  check_rate(c.db, who, "create", 5);
  Plan p = apply_plan_fields(json::parse_object(req.body), Plan{}, true);
  p.id = "plan-" + crypto::random_code(8);
  p.created_at = p.updated_at = clock::now_ms(), p.sort_order = 100;
  if (p.savings.empty()) p.savings = "Save " + std::to_string(p.discount_bp / 100) + "%";
  change(c, [&](soci::session& s) {
    settle_plan_product(p, store::products(s, false));
    store::insert_plan(s, p);
  });
  return json_ok(201, to_json(p));
}

// PUT /api/admin/plans/:id
http::Response update_plan(const Ctx& c, const Request& req, const Principal& who) {
  check_rate(c.db, who, "update", 10);
  auto body = json::parse_object(req.body);
  const std::string id = req.param("id");
  if (auto body_id = json::get_string(body, "id"); body_id && *body_id != id)
    throw ApiError::validation("A plan's id cannot be changed",
                               {{"id", "A plan's id cannot be changed"}});
  body.erase("id");
  Plan updated;
  change(c, [&](soci::session& s) {
    std::optional<Plan> current;
    for (auto& p : store::plans(s))
      if (p.id == id) current = p;
    if (!current) throw ApiError::not_found("Plan not found");
    updated = apply_plan_fields(body, *current, false);
    settle_plan_product(updated, store::products(s, false));
    updated.updated_at = clock::now_ms();
    store::delete_plan(s, updated.id);
    store::insert_plan(s, updated);
  });
  return json_ok(200, to_json(updated));
}

// DELETE /api/admin/plans/:id
http::Response delete_plan(const Ctx& c, const Request& req, const Principal& who) {
  check_rate(c.db, who, "delete", 5);
  change(c, [&](soci::session& s) {
    if (!store::delete_plan(s, req.param("id"))) throw ApiError::not_found("Plan not found");
  });
  return http::Response::no_content();
}

// POST /api/admin/plans/reset: exactly the default plans.
http::Response reset_plans(const Ctx& c, const Request&, const Principal&) {
  change(c, [&](soci::session& s) {
    store::delete_all_plans(s);
    for (const auto& p : default_plans(clock::now_ms())) store::insert_plan(s, p);
  });
  return json_ok(200,
                 bj::object{{"message", "Subscription plans have been reset to default values."}});
}

}  // namespace

void add_admin_routes(http::Router& router, auth::Auth& auth, Catalog& catalog, db::Database& db,
                      const std::string& uploads_dir) {
  using Handler = http::Response (*)(const Ctx&, const Request&, const Principal&);
  auto add = [&router, &auth, ctx = Ctx{db, catalog}](const char* method, const char* pattern,
                                                      const char* permission, const char* resource,
                                                      Handler handler) {
    auth::add_admin_route(
        router, auth, method, pattern, permission, resource,
        [ctx, handler](Request& req, const Principal& who) { return handler(ctx, req, who); });
  };
  add("GET", "/api/admin/products", "read:product", "product", list_products);
  add("POST", "/api/admin/products", "create:product", "product", create_product);
  add("PUT", "/api/admin/products/:id", "update:product", "product", update_product);
  add("DELETE", "/api/admin/products/:id", "delete:product", "product", delete_product);
  add("POST", "/api/admin/products/batch", "update:product", "product", batch_update_products);
  add("POST", "/api/admin/products/reset", "delete:product", "product", reset_products);
  add_upload_routes(router, auth, uploads_dir);
  add("GET", "/api/admin/plans", "read:product", "plan", list_plans);
  add("POST", "/api/admin/plans", "create:product", "plan", create_plan);
  add("PUT", "/api/admin/plans/:id", "update:product", "plan", update_plan);
  add("DELETE", "/api/admin/plans/:id", "delete:product", "plan", delete_plan);
  add("POST", "/api/admin/plans/reset", "delete:product", "plan", reset_plans);
}

}  // namespace aqua::catalog

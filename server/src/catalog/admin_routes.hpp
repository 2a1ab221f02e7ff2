// Admin routes for the catalogue: products (CRUD, batch, reset, image upload) and plans.
#pragma once
#include <string>

#include "auth/auth.hpp"
#include "catalog/catalog.hpp"
#include "catalog/uploads.hpp"

namespace aqua::catalog {

// Validates a product write (SPEC.md's database product rules). Pure; throws ApiError 422.
// `base` holds the current values for an update; creating starts from the defaults.
Product apply_product_fields(const boost::json::object& body, Product base, bool creating);
Plan apply_plan_fields(const boost::json::object& body, Plan base, bool creating);

void add_admin_routes(http::Router& router, auth::Auth& auth, Catalog& catalog, db::Database& db,
                      const std::string& uploads_dir);

}  // namespace aqua::catalog

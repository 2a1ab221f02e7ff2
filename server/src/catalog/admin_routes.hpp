// Admin routes for the catalogue: products (CRUD, batch, reset, image upload) and plans.
#pragma once
#include <string>

#include "auth/auth.hpp"
#include "catalog/admin_fields.hpp"
#include "catalog/catalog.hpp"
#include "catalog/uploads.hpp"

namespace aqua::catalog {

void add_admin_routes(http::Router& router, auth::Auth& auth, Catalog& catalog, db::Database& db,
                      const std::string& uploads_dir);

}  // namespace aqua::catalog

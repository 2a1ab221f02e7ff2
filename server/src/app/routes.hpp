// The route table: every feature's routes, plus health.
#pragma once
#include "catalog/catalog.hpp"
#include "contact/routes.hpp"
#include "db/database.hpp"
#include "http/router.hpp"
#include "orders/service.hpp"

namespace aqua::app {

struct Services {
  db::Database& db;
  catalog::Catalog& catalog;
  orders::OrderService& orders;
  contact::OnStored on_contact;
};

http::Router build_router(Services services);

// Security headers sent with every response.
http::Headers security_headers();

}  // namespace aqua::app

// Public checkout routes: quote a cart, place an order, read it back, track it.
#pragma once
#include "catalog/catalog.hpp"
#include "core/limits.hpp"
#include "db/database.hpp"
#include "http/router.hpp"
#include "orders/service.hpp"

namespace aqua::orders {

boost::json::object quote_to_json(const pricing::Quote& q);

void add_routes(http::Router& router, OrderService& service, catalog::Catalog& catalog,
                db::Database& db, AbuseLimits limits = {});

}  // namespace aqua::orders

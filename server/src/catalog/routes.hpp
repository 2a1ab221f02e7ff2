// Public catalogue routes: products, plans, settings and the live catalogue event stream.
#pragma once
#include "catalog/catalog.hpp"
#include "http/router.hpp"

namespace aqua::catalog {

void add_routes(http::Router& router, Catalog& catalog);

// Parses and validates the /api/products query (422 with fields on bad values).
ProductQuery parse_product_query(const http::Request& req);

}  // namespace aqua::catalog

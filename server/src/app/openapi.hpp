// The API contract (docs/openapi.yaml), converted to JSON and embedded at build time, served
// from memory as GET /api/openapi.json with an ETag.
#pragma once
#include <string_view>

#include "http/router.hpp"

namespace aqua::app {

// The document as compact JSON (generated from docs/openapi.yaml).
std::string_view openapi_json();

void add_openapi_route(http::Router& router);

}  // namespace aqua::app

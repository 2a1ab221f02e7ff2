#include "app/openapi.hpp"

#include <memory>

#include "core/text.hpp"

namespace aqua::app {

void add_openapi_route(http::Router& router) {
  auto body = std::make_shared<const std::string>(openapi_json());
  auto etag = "\"o-" + text::fnv1a_hex(*body) + "\"";
  router.add(
      "GET", "/api/openapi.json",
      [body, etag](http::Request& req) {
        http::Response r;
        if (req.header("if-none-match") == etag) {
          r.status = 304;
        } else {
          r = http::Response::json(*body);
        }
        r.header("etag", etag);
        r.header("cache-control", "no-cache");
        return r;
      },
      http::Work::memory);
}

}  // namespace aqua::app

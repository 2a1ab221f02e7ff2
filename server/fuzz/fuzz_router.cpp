// libFuzzer: request targets through decoding and the router (method + path patterns).
#include <string>

#include "http/message.hpp"
#include "http/router.hpp"

extern "C" int LLVMFuzzerTestOneInput(const unsigned char* data, size_t size) {
  static const aqua::http::Router router = [] {
    aqua::http::Router r;
    auto ok = [](aqua::http::Request&) { return aqua::http::Response::json("{}"); };
    for (const char* p : {"/api/products", "/api/products/:id", "/api/orders/:id",
                          "/api/admin/orders/:id", "/api/admin/mail/:id/retry", "/uploads/:name"}) {
      r.add("GET", p, ok);
      r.add("POST", p, ok);
    }
    return r;
  }();
  std::string input(reinterpret_cast<const char*>(data), size);
  auto space = input.find(' ');
  aqua::http::Request req;
  req.method = input.substr(0, space);
  req.target = space == std::string::npos ? "/" : input.substr(space + 1);
  if (!aqua::http::split_target(req.target, req.path, req.query)) return 0;
  auto m = router.match(req);
  if (m.route)
    aqua::http::Router::invoke(*m.route, req);
  else if (m.error.status != 404 && m.error.status != 405)
    __builtin_trap();
  return 0;
}

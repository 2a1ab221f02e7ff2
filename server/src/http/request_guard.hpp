// Checks every request passes before its handler runs (Router::invoke):
// - a state-changing request (POST, PUT, PATCH, DELETE) a browser marks as coming from
//   another site (Sec-Fetch-Site: cross-site, or an Origin that is not this host) is
//   refused with 403. Requests without these headers (non-browser clients) pass.
// - a request body must be JSON (Content-Type: application/json), 415 otherwise; routes
//   that take raw bytes (image uploads) say so with raw_body_route().
// Neither check can be met by a plain HTML form, so login CSRF and form spam are refused.
#pragma once
#include <optional>

#include "http/message.hpp"
#include "http/router.hpp"

namespace aqua::http {

std::optional<Response> guard_request(const Route& route, const Request& req);

// True when `origin` (an Origin header, "scheme://host[:port]") names `host` (a Host header).
bool same_origin(std::string_view origin, std::string_view host);
bool is_json_content_type(std::string_view content_type);
// Routes whose bodies are not JSON: POST /api/admin/uploads (image bytes).
bool raw_body_route(const Route& route);

}  // namespace aqua::http

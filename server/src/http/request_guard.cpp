#include "http/request_guard.hpp"

#include <cctype>

#include "core/api_error.hpp"
#include "core/json.hpp"

namespace aqua::http {

namespace {
bool iequals(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (std::size_t i = 0; i < a.size(); ++i)
    if (std::tolower(static_cast<unsigned char>(a[i])) !=
        std::tolower(static_cast<unsigned char>(b[i])))
      return false;
  return true;
}

Response refuse(int status, const std::string& code, const std::string& message) {
  return Response::json(status, json::error_body(ApiError(status, code, message)));
}
}  // namespace

bool same_origin(std::string_view origin, std::string_view host) {
  auto scheme = origin.find("://");
  if (scheme == std::string_view::npos || host.empty()) return false;
  auto authority = origin.substr(scheme + 3);
  if (authority.empty() || authority.find('/') != std::string_view::npos) return false;
  if (iequals(authority, host)) return true;
  // Browsers leave the default port out of Origin; a Host header may carry it.
  auto with_port = [&](std::string_view port) {
    return host.size() == authority.size() + port.size() &&
           iequals(host.substr(0, authority.size()), authority) &&
           host.substr(authority.size()) == port;
  };
  return with_port(origin.substr(0, scheme) == "https" ? ":443" : ":80");
}

bool is_json_content_type(std::string_view ct) {
  auto semi = ct.find(';');
  auto media = ct.substr(0, semi);
  while (!media.empty() && media.back() == ' ') media.remove_suffix(1);
  while (!media.empty() && media.front() == ' ') media.remove_prefix(1);
  return iequals(media, "application/json");
}

bool raw_body_route(const Route& route) {
  return route.method == "POST" && route.pattern == "/api/admin/uploads";
}

std::optional<Response> guard_request(const Route& route, const Request& req) {
  const auto& m = req.method;
  bool writes = m == "POST" || m == "PUT" || m == "PATCH" || m == "DELETE";
  if (!writes) return std::nullopt;
  auto site = req.header("sec-fetch-site");
  auto origin = req.header("origin");
  bool cross = (site && iequals(*site, "cross-site")) ||
               (origin && !same_origin(*origin, req.header("host").value_or("")));
  if (cross) return refuse(403, "cross_site", "Cross-site requests are not allowed");
  if (!req.body.empty() && !raw_body_route(route) &&
      !is_json_content_type(req.header("content-type").value_or("")))
    return refuse(415, "unsupported_media_type",
                  "Request body must be JSON (Content-Type: application/json)");
  return std::nullopt;
}

}  // namespace aqua::http

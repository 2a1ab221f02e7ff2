#include "http/router.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>

#include "core/api_error.hpp"
#include "core/json.hpp"
#include "http/request_guard.hpp"

namespace aqua::http {

std::vector<std::string> split_path(std::string_view path) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < path.size()) {
    if (path[i] == '/') {
      ++i;
      continue;
    }
    auto j = path.find('/', i);
    if (j == std::string_view::npos) j = path.size();
    out.emplace_back(path.substr(i, j - i));
    i = j;
  }
  return out;
}

void Router::add(std::string method, std::string pattern, Handler h, Work work,
                 std::string permission, std::size_t max_body) {
  Route r{std::move(method),
          std::move(pattern),
          std::move(h),
          work,
          std::move(permission),
          max_body,
          {}};
  r.segments = split_path(r.pattern);
  largest_body_limit_ = std::max(largest_body_limit_, max_body);
  routes_.push_back(std::move(r));
}

namespace {
bool matches(const Route& r, const std::vector<std::string>& segs,
             std::map<std::string, std::string>* params) {
  if (r.segments.size() != segs.size()) return false;
  for (std::size_t i = 0; i < segs.size(); ++i) {
    const auto& p = r.segments[i];
    if (!p.empty() && p[0] == ':') {
      if (segs[i].empty()) return false;
      if (params) (*params)[p.substr(1)] = segs[i];
    } else if (p != segs[i]) {
      return false;
    }
  }
  return true;
}
}  // namespace

Match Router::match(Request& req) const {
  auto segs = split_path(req.path);
  std::string allow;
  bool head = req.method == "HEAD";
  for (const auto& r : routes_) {
    if (!matches(r, segs, nullptr)) continue;
    if (r.method == req.method || (head && r.method == "GET")) {
      matches(r, segs, &req.params);
      return {&r, {}};
    }
    if (allow.find(r.method) == std::string::npos) {
      if (!allow.empty()) allow += ", ";
      allow += r.method;
      if (r.method == "GET") allow += ", HEAD";
    }
  }
  Match m;
  if (allow.empty()) {
    m.error = Response::json(404, json::error_body(ApiError::not_found()));
  } else {
    m.error = Response::json(
        405, json::error_body(ApiError(405, "method_not_allowed", "Method not allowed")));
    m.error.header("allow", allow);
  }
  return m;
}

std::size_t Router::body_limit(std::string_view method, std::string_view path) const {
  auto segs = split_path(path);
  bool head = method == "HEAD";
  for (const auto& r : routes_)
    if ((r.method == method || (head && r.method == "GET")) && matches(r, segs, nullptr))
      return r.max_body;
  return 0;
}

Response Router::invoke(const Route& route, Request& req) {
  if (auto refused = guard_request(route, req)) return std::move(*refused);
  try {
    return route.handler(req);
  } catch (const ApiError& e) {
    return Response::json(e.status, json::error_body(e));
  } catch (const std::exception& e) {
    spdlog::error("{} {} failed: {}", req.method, req.path, e.what());
    return Response::json(
        500, json::error_body(ApiError(500, "internal", "Something went wrong on our side.")));
  }
}

}  // namespace aqua::http

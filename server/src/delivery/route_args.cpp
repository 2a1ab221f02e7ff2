#include "delivery/route_args.hpp"

#include <charconv>
#include <cmath>

#include "core/api_error.hpp"
#include "core/clock.hpp"
#include "core/json.hpp"
#include "core/text.hpp"
#include "delivery/plan.hpp"
#include "delivery/rules.hpp"

namespace aqua::delivery::args {

std::string date_query(const http::Request& req, const char* name) {
  auto v = req.query_param(name);
  if (!v || v->empty()) return clock::pakistan_date(clock::now_ms());
  if (!is_date(*v))
    throw ApiError::validation("Invalid query", {{name, "Use a date as YYYY-MM-DD"}});
  return *v;
}

std::string date_field(const boost::json::object& body, const char* name) {
  auto v = json::get_string(body, name);
  if (!v || !is_date(*v))
    throw ApiError::validation("Invalid request", {{name, "Use a date as YYYY-MM-DD"}});
  return *v;
}

long long path_id(const http::Request& req, const char* what) {
  auto p = req.param("id");
  long long id = 0;
  auto [ptr, ec] = std::from_chars(p.data(), p.data() + p.size(), id);
  if (ec != std::errc() || ptr != p.data() + p.size() || id <= 0)
    throw ApiError::not_found(std::string(what) + " not found");
  return id;
}

std::vector<long long> id_list(const boost::json::object& body, const char* name) {
  auto bad = [name] {
    return ApiError::validation("Invalid request", {{name, "Give a list of stop ids"}});
  };
  auto it = body.find(name);
  if (it == body.end() || !it->value().is_array()) throw bad();
  const auto& arr = it->value().as_array();
  if (arr.size() > 500) throw bad();
  std::vector<long long> out;
  for (const auto& v : arr) {
    if (v.is_int64() && v.as_int64() > 0)
      out.push_back(v.as_int64());
    else if (v.is_uint64() && v.as_uint64() < (1ULL << 62))
      out.push_back(static_cast<long long>(v.as_uint64()));
    else
      throw bad();
  }
  return out;
}

std::string text_field(const boost::json::object& body, const char* name, std::size_t max,
                       bool required) {
  auto v = text::trim(json::get_string(body, name).value_or(""));
  if (required && v.empty())
    throw ApiError::validation("Invalid request", {{name, "This field is required"}});
  if (text::utf8_length(v) > max || !text::is_clean_utf8(v))
    throw ApiError::validation("Invalid request",
                               {{name, "Must be at most " + std::to_string(max) + " characters"}});
  return v;
}

namespace {

std::int64_t whole_field(const boost::json::object& body, const char* name, std::int64_t max,
                         const std::string& message) {
  auto it = body.find(name);
  if (it == body.end() || it->value().is_null()) return 0;
  const auto& v = it->value();
  std::int64_t n = -1;
  if (v.is_int64())
    n = v.as_int64();
  else if (v.is_uint64() && v.as_uint64() <= static_cast<std::uint64_t>(max))
    n = static_cast<std::int64_t>(v.as_uint64());
  if (n < 0 || n > max) throw ApiError::validation("Invalid request", {{name, message}});
  return n;
}

}  // namespace

int count_field(const boost::json::object& body, const char* name) {
  return static_cast<int>(whole_field(body, name, 1000, "Must be a whole number from 0 to 1000"));
}

std::int64_t paisa_field(const boost::json::object& body, const char* name) {
  return whole_field(body, name, 10'000'000'000LL, "Must be a whole number of paisa, not negative");
}

Position position_of(const boost::json::object& o, const std::string& field) {
  auto number = [&o](const char* name) -> std::optional<double> {
    auto it = o.find(name);
    if (it == o.end() || !it->value().is_number()) return std::nullopt;
    return it->value().to_number<double>();
  };
  auto lat = number("lat");
  auto lng = number("lng");
  auto acc = o.contains("accuracyM") ? number("accuracyM") : std::optional<double>(0.0);
  if (!lat || !lng || !in_service_area(*lat, *lng))
    throw ApiError::validation(
        "Invalid position",
        {{field, "Give lat and lng in degrees, in or near Islamabad and Rawalpindi"}});
  if (!acc || !std::isfinite(*acc) || *acc < 0 || *acc > 10000)
    throw ApiError::validation("Invalid position",
                               {{field, "accuracyM must be from 0 to 10000 metres"}});
  return {*lat, *lng, *acc};
}

http::Response json(const boost::json::value& v, int status) {
  return http::Response::json(status, json::serialize(v));
}

}  // namespace aqua::delivery::args

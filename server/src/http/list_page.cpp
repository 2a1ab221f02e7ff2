#include "http/list_page.hpp"

#include <charconv>

namespace aqua::http {

int limit_param(const Request& req, int fallback, int max) {
  auto v = req.query_param("limit");
  if (!v) return fallback;
  int out = 0;
  auto [p, ec] = std::from_chars(v->data(), v->data() + v->size(), out);
  if (ec != std::errc() || p != v->data() + v->size() || out < 1 || out > max)
    throw ApiError::validation(
        "Invalid query", {{"limit", "Must be a whole number from 1 to " + std::to_string(max)}});
  return out;
}

std::optional<Cursor> cursor_param(const Request& req, std::size_t numbers, std::size_t max_key) {
  auto v = req.query_param("cursor");
  if (!v || v->empty()) return std::nullopt;
  std::string_view rest = *v;
  Cursor c;
  bool ok = true;
  for (std::size_t i = 0; ok && i < numbers; ++i) {
    auto dot = rest.find('.');
    long long n = 0;
    auto [p, ec] = std::from_chars(rest.data(), rest.data() + std::min(dot, rest.size()), n);
    ok = dot != std::string_view::npos && dot > 0 && dot <= 20 && ec == std::errc() &&
         p == rest.data() + dot;
    if (ok) c.numbers.push_back(n), rest.remove_prefix(dot + 1);
  }
  if (!ok || rest.empty() || rest.size() > max_key) throw invalid_cursor();
  c.key = std::string(rest);
  return c;
}

long long before_param(const Request& req, std::string_view list) {
  auto v = req.query_param("before");
  if (!v) return 0;
  long long out = 0;
  auto [p, ec] = std::from_chars(v->data(), v->data() + v->size(), out);
  if (ec != std::errc() || p != v->data() + v->size() || out < 1)
    throw ApiError::bad_request("Invalid cursor: it must be a nextCursor the " + std::string(list) +
                                " gave");
  return out;
}

ApiError invalid_cursor() {
  return ApiError::bad_request(
      "Invalid cursor: it must be a nextCursor from this list. Start again from the first page.");
}

std::string cursor_text(std::initializer_list<long long> numbers, std::string_view key) {
  std::string out;
  for (long long n : numbers) out += std::to_string(n) + ".";
  return out.append(key);
}

}  // namespace aqua::http

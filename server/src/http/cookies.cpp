#include "http/cookies.hpp"

namespace aqua::http {

std::optional<std::string> cookie(const Request& req, std::string_view name) {
  auto header = req.header("cookie");
  if (!header) return std::nullopt;
  std::string_view c = *header;
  std::string prefix = std::string(name) + "=";
  std::size_t pos = 0;
  while (pos < c.size()) {
    while (pos < c.size() && (c[pos] == ' ' || c[pos] == ';')) ++pos;
    auto end = c.find(';', pos);
    auto part = c.substr(pos, end == std::string_view::npos ? std::string_view::npos : end - pos);
    if (part.rfind(prefix, 0) == 0) return std::string(part.substr(prefix.size()));
    if (end == std::string_view::npos) break;
    pos = end + 1;
  }
  return std::nullopt;
}

std::string set_cookie(std::string_view name, std::string_view value, bool secure,
                       long long max_age_s) {
  return std::string(name) + "=" + std::string(value) +
         "; Path=/; HttpOnly; SameSite=Strict; Max-Age=" + std::to_string(max_age_s) +
         (secure ? "; Secure" : "");
}

bool is_https(const Request& req) {
  auto proto = req.header("x-forwarded-proto");
  return proto && *proto == "https";
}

}  // namespace aqua::http

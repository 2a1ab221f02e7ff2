// Cookies: reading one from a request's Cookie header and writing a Set-Cookie value.
#pragma once
#include <optional>
#include <string>
#include <string_view>

#include "http/message.hpp"

namespace aqua::http {

// The value of cookie `name` in the request's Cookie header, if present.
std::optional<std::string> cookie(const Request& req, std::string_view name);

// A Set-Cookie value for a cookie only the server sees: HttpOnly, SameSite=Strict, Path=/.
std::string set_cookie(std::string_view name, std::string_view value, bool secure,
                       long long max_age_s);

// The client reached us over HTTPS (as our proxy reports it in X-Forwarded-Proto).
bool is_https(const Request& req);

}  // namespace aqua::http

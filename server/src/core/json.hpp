// JSON helpers shared by every feature: parsing request bodies and rendering errors.
#pragma once
#include <boost/json.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "core/api_error.hpp"

namespace aqua::json {

namespace bj = boost::json;

// Parses a request body that must be a JSON object; throws ApiError 400 bad_json otherwise.
// Depth is bounded so hostile nesting cannot exhaust the stack.
bj::object parse_object(std::string_view body);

std::string error_body(const ApiError& e);
// A value as JSON text, as boost::json writes it but for doubles: plain decimals rounded to six
// places (33.66, not 3.366E1; 12.5, not 1.25E1), null when not finite. Every answer that may
// carry a double (coordinates, distances, percentages) goes through it.
std::string serialize(const bj::value& v);
// One double as serialize writes it. Pure.
std::string plain_number(double d);

// Optional typed field readers: absent or null -> nullopt; wrong type -> ApiError 422 on that
// field.
std::optional<std::string> get_string(const bj::object& o, std::string_view key);
std::optional<std::int64_t> get_int(const bj::object& o, std::string_view key);
std::optional<bool> get_bool(const bj::object& o, std::string_view key);

// A percentage held in basis points, as a JSON number: 1500 -> 15, 1250 -> 12.5.
bj::value percent_from_bp(std::int64_t bp);

}  // namespace aqua::json

#include "core/json.hpp"

#include <charconv>
#include <cmath>

namespace aqua::json {

bj::object parse_object(std::string_view body) {
  bj::parse_options opts;
  opts.max_depth = 32;
  boost::system::error_code ec;
  bj::value v = bj::parse(body, ec, {}, opts);
  if (ec) throw ApiError::bad_json("Request body is not valid JSON");
  if (!v.is_object()) throw ApiError::bad_json("Request body must be a JSON object");
  return std::move(v.as_object());
}

std::string error_body(const ApiError& e) {
  bj::object err{{"code", e.code}, {"message", e.what()}};
  if (!e.fields.empty()) {
    bj::object f;
    for (const auto& [k, m] : e.fields) f[k] = m;
    err["fields"] = std::move(f);
  }
  return bj::serialize(bj::object{{"error", std::move(err)}});
}

namespace {

bool has_double(const bj::value& v) {
  switch (v.kind()) {
    case bj::kind::double_:
      return true;
    case bj::kind::array:
      for (const auto& e : v.get_array())
        if (has_double(e)) return true;
      return false;
    case bj::kind::object:
      for (const auto& kv : v.get_object())
        if (has_double(kv.value())) return true;
      return false;
    default:
      return false;
  }
}

void write(std::string& out, const bj::value& v) {
  switch (v.kind()) {
    case bj::kind::double_:
      out += plain_number(v.get_double());
      return;
    case bj::kind::array: {
      out += '[';
      const char* sep = "";
      for (const auto& e : v.get_array()) {
        out += sep;
        write(out, e);
        sep = ",";
      }
      out += ']';
      return;
    }
    case bj::kind::object: {
      out += '{';
      const char* sep = "";
      for (const auto& kv : v.get_object()) {
        out += sep;
        out += bj::serialize(kv.key());
        out += ':';
        write(out, kv.value());
        sep = ",";
      }
      out += '}';
      return;
    }
    default:
      out += bj::serialize(v);
  }
}

}  // namespace

std::string plain_number(double d) {
  if (!std::isfinite(d)) return "null";
  // Six decimals: a tenth of a metre in degrees, a millimetre in kilometres.
  if (std::fabs(d) < 1e9) d = std::round(d * 1e6) / 1e6;
  if (d == 0) d = 0;  // no "-0"
  char buf[400];
  auto res = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::fixed);
  return {buf, res.ptr};
}

std::string serialize(const bj::value& v) {
  if (!has_double(v)) return bj::serialize(v);
  std::string out;
  write(out, v);
  return out;
}

namespace {
const bj::value* find(const bj::object& o, std::string_view key) {
  auto it = o.find(key);
  if (it == o.end() || it->value().is_null()) return nullptr;
  return &it->value();
}
[[noreturn]] void wrong_type(std::string_view key, const char* what) {
  throw ApiError::validation("Invalid request",
                             {{std::string(key), std::string("Must be ") + what}});
}
}  // namespace

std::optional<std::string> get_string(const bj::object& o, std::string_view key) {
  const auto* v = find(o, key);
  if (!v) return std::nullopt;
  if (!v->is_string()) wrong_type(key, "text");
  return std::string(v->as_string());
}

std::optional<std::int64_t> get_int(const bj::object& o, std::string_view key) {
  const auto* v = find(o, key);
  if (!v) return std::nullopt;
  if (v->is_int64()) return v->as_int64();
  if (v->is_uint64() && v->as_uint64() <= static_cast<std::uint64_t>(INT64_MAX))
    return static_cast<std::int64_t>(v->as_uint64());
  if (v->is_double()) {
    double d = v->as_double();
    // Range first: converting an out-of-range double to an integer is undefined.
    if (d > -9e15 && d < 9e15 && d == static_cast<double>(static_cast<std::int64_t>(d)))
      return static_cast<std::int64_t>(d);
  }
  wrong_type(key, "a whole number");
}

std::optional<bool> get_bool(const bj::object& o, std::string_view key) {
  const auto* v = find(o, key);
  if (!v) return std::nullopt;
  if (!v->is_bool()) wrong_type(key, "true or false");
  return v->as_bool();
}

bj::value percent_from_bp(std::int64_t bp) {
  if (bp % 100 == 0) return bj::value(bp / 100);
  return bj::value(static_cast<double>(bp) / 100.0);
}

}  // namespace aqua::json

#include "core/text.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <cstdio>
#include <regex>

namespace aqua::text {

std::string trim(std::string_view s) {
  auto is_space = [](unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); };
  std::size_t b = 0, e = s.size();
  while (b < e && is_space(static_cast<unsigned char>(s[b]))) ++b;
  while (e > b && is_space(static_cast<unsigned char>(s[e - 1]))) --e;
  return std::string(s.substr(b, e - b));
}

std::string to_lower_ascii(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

bool contains_ci(std::string_view haystack, std::string_view needle) {
  if (needle.empty()) return true;
  auto it = std::search(haystack.begin(), haystack.end(), needle.begin(), needle.end(),
                        [](char a, char b) {
                          return std::tolower(static_cast<unsigned char>(a)) ==
                                 std::tolower(static_cast<unsigned char>(b));
                        });
  return it != haystack.end();
}

std::string sanitize(std::string_view input) {
  static const std::regex script_block(R"(<\s*script\b[^>]*>[\s\S]*?<\s*/\s*script\s*>)",
                                       std::regex::icase);
  static const std::regex script_tag(R"(<\s*/?\s*script\b[^>]*>)", std::regex::icase);
  // Whatever is left of a script tag (unterminated, or rebuilt from pieces) loses its '<'s.
  static const std::regex script_open(R"((?:<\s*)+(/?\s*script\b))", std::regex::icase);
  static const std::regex js_scheme(R"(javascript\s*:)", std::regex::icase);
  static const std::regex event_attr(R"(\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]*))",
                                     std::regex::icase);
  std::string s(input);
  // std::regex recurses per character: long text would exhaust the stack. No field we keep
  // is this long (callers refuse it after sanitising), so long input takes the blunt path.
  if (s.size() > 8192) {
    std::erase_if(s, [](char c) { return c == '<' || c == ':'; });
    return trim(s);
  }
  // Repeat until nothing changes: removing "<script></script>" from
  // "<scr<script></script>ipt>" must not leave a new "<script>" behind.
  for (int pass = 0; pass < 8; ++pass) {
    std::string before = s;
    s = std::regex_replace(s, script_block, "");
    s = std::regex_replace(s, script_tag, "");
    s = std::regex_replace(s, script_open, "$1");
    s = std::regex_replace(s, js_scheme, "");
    s = std::regex_replace(s, event_attr, "");
    if (s == before) return trim(s);
  }
  // Still changing after 8 passes: deliberately nested tricks. Bounded work beats exactness
  // here: drop every '<' and ':' so neither tags nor schemes can remain.
  std::erase_if(s, [](char c) { return c == '<' || c == ':'; });
  return trim(s);
}

bool is_clean_utf8(std::string_view s) {
  std::size_t i = 0;
  while (i < s.size()) {
    auto c = static_cast<unsigned char>(s[i]);
    int extra = 0;
    std::uint32_t cp = 0;
    if (c < 0x80) {
      if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f) return false;
      ++i;
      continue;
    } else if ((c & 0xE0) == 0xC0) {
      extra = 1;
      cp = c & 0x1F;
    } else if ((c & 0xF0) == 0xE0) {
      extra = 2;
      cp = c & 0x0F;
    } else if ((c & 0xF8) == 0xF0) {
      extra = 3;
      cp = c & 0x07;
    } else {
      return false;
    }
    if (i + extra >= s.size()) return false;
    for (int k = 1; k <= extra; ++k) {
      auto cc = static_cast<unsigned char>(s[i + k]);
      if ((cc & 0xC0) != 0x80) return false;
      cp = (cp << 6) | (cc & 0x3F);
    }
    static constexpr std::uint32_t min_for[] = {0, 0x80, 0x800, 0x10000};
    if (cp < min_for[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return false;
    i += extra + 1;
  }
  return true;
}

std::size_t utf8_length(std::string_view s) {
  return static_cast<std::size_t>(std::count_if(
      s.begin(), s.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string fnv1a_hex(std::string_view data) {
  std::uint64_t h = 1469598103934665603ULL;
  for (unsigned char c : data) {
    h ^= c;
    h *= 1099511628211ULL;
  }
  char buf[17];
  std::snprintf(buf, sizeof buf, "%016llx", static_cast<unsigned long long>(h));
  return buf;
}

}  // namespace aqua::text

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

namespace {
void append_utf8(std::string& out, std::uint32_t cp) {
  if (cp < 0x80) {
    out.push_back(static_cast<char>(cp));
  } else if (cp < 0x800) {
    out.push_back(static_cast<char>(0xC0 | (cp >> 6)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else if (cp < 0x10000) {
    out.push_back(static_cast<char>(0xE0 | (cp >> 12)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  } else {
    out.push_back(static_cast<char>(0xF0 | (cp >> 18)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 12) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3F)));
    out.push_back(static_cast<char>(0x80 | (cp & 0x3F)));
  }
}

// A numeric character reference at s[i] ("&#97;", "&#x61", …): its code point and length.
bool numeric_ref(std::string_view s, std::size_t i, std::uint32_t& cp, std::size_t& len) {
  std::size_t j = i + 2;
  bool hex = j < s.size() && (s[j] == 'x' || s[j] == 'X');
  if (hex) ++j;
  std::size_t start = j;
  std::uint64_t v = 0;
  while (j < s.size() && j - start < 8 &&
         (hex ? std::isxdigit(static_cast<unsigned char>(s[j]))
              : std::isdigit(static_cast<unsigned char>(s[j])))) {
    v = v * (hex ? 16 : 10) +
        static_cast<std::uint64_t>(std::isdigit(static_cast<unsigned char>(s[j]))
                                       ? s[j] - '0'
                                       : std::tolower(static_cast<unsigned char>(s[j])) - 'a' + 10);
    ++j;
  }
  if (j == start) return false;
  if (j < s.size() && s[j] == ';') ++j;
  cp = v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF) ? 0xFFFD : static_cast<std::uint32_t>(v);
  len = j - i;
  return true;
}
}  // namespace

std::string decode_entities(std::string_view s) {
  static constexpr std::pair<std::string_view, std::string_view> kNamed[] = {
      {"&colon;", ":"}, {"&tab;", "\t"}, {"&newline;", "\n"}, {"&lt;", "<"},
      {"&gt;", ">"},    {"&amp;", "&"},  {"&quot;", "\""},    {"&apos;", "'"},
      {"&sol;", "/"},   {"&lpar;", "("}, {"&rpar;", ")"}};
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size();) {
    if (s[i] != '&') {
      out.push_back(s[i++]);
      continue;
    }
    std::uint32_t cp = 0;
    std::size_t len = 0;
    if (i + 2 < s.size() && s[i + 1] == '#' && numeric_ref(s, i, cp, len)) {
      if (cp != 0) append_utf8(out, cp);
      i += len;
      continue;
    }
    bool named = false;
    for (const auto& [name, value] : kNamed) {
      if (s.size() - i >= name.size() && to_lower_ascii(s.substr(i, name.size())) == name) {
        out += value;
        i += name.size();
        named = true;
        break;
      }
    }
    if (!named) out.push_back(s[i++]);
  }
  return out;
}

std::string sanitize(std::string_view input) {
  static const std::regex script_block(R"(<\s*script\b[^>]*>[\s\S]*?<\s*/\s*script\s*>)",
                                       std::regex::icase);
  static const std::regex script_tag(R"(<\s*/?\s*script\b[^>]*>)", std::regex::icase);
  // Whatever is left of a script tag (unterminated, or rebuilt from pieces) loses its '<'s.
  static const std::regex script_open(R"((?:<\s*)+(/?\s*script\b))", std::regex::icase);
  // Browsers ignore whitespace inside a URL's scheme: "java\tscript:" runs too.
  static const std::regex js_scheme(R"((?:j\s*a\s*v\s*a|v\s*b)\s*s\s*c\s*r\s*i\s*p\s*t\s*:)",
                                    std::regex::icase);
  static const std::regex srcdoc_attr(R"(\bsrcdoc\s*=\s*("[^"]*"|'[^']*'|[^\s>]*))",
                                      std::regex::icase);
  static const std::regex event_attr(R"(\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]*))",
                                     std::regex::icase);
  // Every pattern below needs a '<', a ':' or an '=', and only a '&' can make one by decoding:
  // text without any of them (names, phones, most addresses) is left as it is, without the
  // six regex passes (they were the order's costliest validation).
  if (input.find_first_of("<:=&") == std::string_view::npos) return trim(input);
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
    // Entities first, so "jav&#x61;script:" is checked as the browser would read it.
    s = decode_entities(s);
    s = std::regex_replace(s, script_block, "");
    s = std::regex_replace(s, script_tag, "");
    s = std::regex_replace(s, script_open, "$1");
    s = std::regex_replace(s, js_scheme, "");
    s = std::regex_replace(s, event_attr, "");
    s = std::regex_replace(s, srcdoc_attr, "");
    if (s == before) return trim(s);
  }
  // Still changing after 8 passes: deliberately nested tricks. Bounded work beats exactness
  // here: drop every '<' and ':' so neither tags nor schemes can remain.
  std::erase_if(s, [](char c) { return c == '<' || c == ':'; });
  return trim(s);
}

namespace {
// Bytes of the well-formed UTF-8 character at s[i] (1 to 4), or 0 when there is none there
// (a stray continuation byte, a cut or overlong sequence, a surrogate, beyond U+10FFFF).
std::size_t utf8_char_at(std::string_view s, std::size_t i) {
  auto c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) return 1;
  std::size_t extra = 0;
  std::uint32_t cp = 0;
  if ((c & 0xE0) == 0xC0) {
    extra = 1;
    cp = c & 0x1F;
  } else if ((c & 0xF0) == 0xE0) {
    extra = 2;
    cp = c & 0x0F;
  } else if ((c & 0xF8) == 0xF0) {
    extra = 3;
    cp = c & 0x07;
  } else {
    return 0;
  }
  if (i + extra >= s.size()) return 0;
  for (std::size_t k = 1; k <= extra; ++k) {
    auto cc = static_cast<unsigned char>(s[i + k]);
    if ((cc & 0xC0) != 0x80) return 0;
    cp = (cp << 6) | (cc & 0x3F);
  }
  static constexpr std::uint32_t min_for[] = {0, 0x80, 0x800, 0x10000};
  if (cp < min_for[extra] || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return 0;
  return extra + 1;
}
}  // namespace

bool is_clean_utf8(std::string_view s) {
  for (std::size_t i = 0; i < s.size();) {
    auto c = static_cast<unsigned char>(s[i]);
    if ((c < 0x20 && c != '\t' && c != '\n' && c != '\r') || c == 0x7f) return false;
    std::size_t n = utf8_char_at(s, i);
    if (n == 0) return false;
    if (n == 2 && c == 0xC2 && static_cast<unsigned char>(s[i + 1]) < 0xA0)
      return false;             // C1 controls, U+0080-U+009F
    if (n == 3 && c == 0xE2) {  // bidi embeddings, overrides and isolates: text that reorders
      auto b1 = static_cast<unsigned char>(s[i + 1]), b2 = static_cast<unsigned char>(s[i + 2]);
      if ((b1 == 0x80 && b2 >= 0xAA && b2 <= 0xAE) || (b1 == 0x81 && b2 >= 0xA6 && b2 <= 0xA9))
        return false;  // U+202A-U+202E, U+2066-U+2069
    }
    i += n;
  }
  return true;
}

std::string utf8_prefix(std::string_view s, std::size_t max_bytes) {
  std::string out;
  out.reserve(std::min(s.size(), max_bytes));
  for (std::size_t i = 0; i < s.size();) {
    std::size_t n = utf8_char_at(s, i);
    std::string_view piece = n ? s.substr(i, n) : std::string_view("?");
    if (out.size() + piece.size() > max_bytes) break;
    out += piece;
    i += n ? n : 1;
  }
  return out;
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

std::string html_escape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&':
        out += "&amp;";
        break;
      case '<':
        out += "&lt;";
        break;
      case '>':
        out += "&gt;";
        break;
      case '"':
        out += "&quot;";
        break;
      case '\'':
        out += "&#39;";
        break;
      default:
        out.push_back(c);
    }
  }
  return out;
}

std::string csv_cell(const std::string& s) {
  std::string v = s;
  if (!v.empty() && (v[0] == '=' || v[0] == '+' || v[0] == '-' || v[0] == '@')) v = "'" + v;
  if (v.find_first_of(",\"\n\r") == std::string::npos) return v;
  std::string out = "\"";
  for (char c : v) {
    if (c == '"') out += '"';
    out += c;
  }
  return out + "\"";
}

}  // namespace aqua::text

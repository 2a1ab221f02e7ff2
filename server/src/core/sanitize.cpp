// The sanitiser for user text (docs/product.md#catalogue): HTML entities decoded as a browser
// would read them, then <script> blocks, script tags, javascript: URLs and event handler
// attributes removed until nothing changes.
#include "core/text.hpp"

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <regex>

namespace aqua::text {
namespace {
// What \s matches in std::regex: space, \t, \n, \v, \f, \r.
bool is_space(char c) {
  return c == ' ' || (c >= '\t' && c <= '\r');
}
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
bool is_word(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '_';
}

// Whatever is left of a script tag (unterminated, or rebuilt from pieces) loses its '<'s. By
// hand, not as (?:<\s*)+(/?\s*script\b): std::regex recursed once per '<' of the run.
// "script" (any case) as a whole word at s[k].
bool script_word_at(const std::string& s, std::size_t k) {
  return s.size() - k >= 6 && contains_ci(std::string_view(s).substr(k, 6), "script") &&
         (k + 6 == s.size() || !is_word(s[k + 6]));
}
std::size_t skip_spaces(const std::string& s, std::size_t k) {
  while (k < s.size() && is_space(s[k])) ++k;
  return k;
}

// The end of "<\s*/?\s*script\b[^>]*>" at s[i] (closing: the '/' required, and nothing but
// spaces before '>'), or npos.
std::size_t script_tag_end(const std::string& s, std::size_t i, bool closing) {
  if (i >= s.size() || s[i] != '<') return std::string::npos;
  std::size_t k = skip_spaces(s, i + 1);
  if (closing) {
    if (k >= s.size() || s[k] != '/') return std::string::npos;
    k = skip_spaces(s, k + 1);
  }
  if (!script_word_at(s, k)) return std::string::npos;
  std::size_t gt = closing ? skip_spaces(s, k + 6) : s.find('>', k + 6);
  return gt < s.size() && s[gt] == '>' ? gt + 1 : std::string::npos;
}

// <script …>…</script> blocks, each up to the first closing tag after it. By hand, not as
// <\s*script\b[^>]*>[\s\S]*?<\s*/\s*script\s*>: std::regex recursed once per character inside.
std::string drop_script_blocks(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  bool closers_left = true;  // none after one opening: none after any later one either
  std::size_t i = 0;
  while (i < s.size()) {
    std::size_t open_end = closers_left ? script_tag_end(s, i, false) : std::string::npos;
    std::size_t close_end = std::string::npos;
    if (open_end != std::string::npos) {
      for (auto c = s.find('<', open_end); c != std::string::npos; c = s.find('<', c + 1))
        if ((close_end = script_tag_end(s, c, true)) != std::string::npos) break;
      closers_left = close_end != std::string::npos;
    }
    if (close_end == std::string::npos) {
      out.push_back(s[i++]);
    } else {
      i = close_end;
    }
  }
  return out;
}

std::string drop_script_openers(const std::string& s) {
  std::string out;
  out.reserve(s.size());
  std::size_t i = 0;
  while (i < s.size()) {
    if (s[i] != '<') {
      out.push_back(s[i++]);
      continue;
    }
    std::size_t run_end = i;
    while (run_end < s.size() && (s[run_end] == '<' || is_space(s[run_end]))) ++run_end;
    std::size_t k = run_end;
    if (k < s.size() && s[k] == '/')
      while (++k < s.size() && is_space(s[k])) {
      }
    if (!script_word_at(s, k)) out.append(s, i, run_end - i);
    i = run_end;
  }
  return out;
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
  static const std::regex script_tag(R"(<\s*/?\s*script\b[^>]*>)", std::regex::icase);
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
    s = drop_script_blocks(s);
    s = std::regex_replace(s, script_tag, "");
    s = drop_script_openers(s);
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

}  // namespace aqua::text

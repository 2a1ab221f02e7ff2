#include "orders/admin_query.hpp"

#include <array>
#include <charconv>

namespace aqua::orders::admin_query {

namespace {

constexpr std::string_view kBase64 =
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

std::string base64url(std::string_view in) {
  std::string out;
  unsigned bits = 0;
  int count = 0;
  for (unsigned char c : in) {
    bits = (bits << 8) | c;
    count += 8;
    while (count >= 6) out += kBase64[(bits >> (count -= 6)) & 63];
  }
  if (count > 0) out += kBase64[(bits << (6 - count)) & 63];
  return out;
}

std::optional<std::string> unbase64url(std::string_view in) {
  std::string out;
  unsigned bits = 0;
  int count = 0;
  for (char c : in) {
    auto pos = kBase64.find(c);
    if (pos == std::string_view::npos) return std::nullopt;
    bits = (bits << 6) | static_cast<unsigned>(pos);
    count += 6;
    if (count >= 8) out += static_cast<char>((bits >> (count -= 8)) & 255);
  }
  return out;
}

bool is_alnum(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

std::string lower(std::string_view s) {
  std::string out(s);
  for (auto& c : out)
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  return out;
}

// Words as FTS5's unicode61 tokenizer sees them: ASCII letters and digits, and any byte of a
// non-ASCII character; everything else separates.
std::vector<std::string> words_of(std::string_view q) {
  std::vector<std::string> out;
  std::string word;
  for (char c : q) {
    if (is_alnum(c) || static_cast<unsigned char>(c) >= 0x80) {
      word += c;
    } else if (!word.empty()) {
      out.push_back(std::move(word));
      word.clear();
    }
  }
  if (!word.empty()) out.push_back(std::move(word));
  return out;
}

std::string like_prefix(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (c == '\\' || c == '%' || c == '_') out += '\\';
    out += c;
  }
  return out + "%";
}

Param text(std::string s) {
  return Param{true, std::move(s), 0};
}
Param number(long long n) {
  return Param{false, {}, n};
}

// SOCI names its placeholders: each ? (none appears in a literal here) becomes :p1, :p2, …
std::string named(const std::string& sql) {
  std::string out;
  int n = 0;
  for (char c : sql) {
    if (c == '?')
      out += ":p" + std::to_string(++n);
    else
      out += c;
  }
  return out;
}

}  // namespace

// The words as PostgreSQL's index holds them (lower case, single spaces), and that index's
// expression (orders_search_words, migration 005): keep both exactly as they are.
#define AQUA_PG_TEXT                                                                           \
  "regexp_replace(lower(o.id || ' ' || o.first_name || ' ' || o.last_name || ' ' || o.email "  \
  "|| ' ' || o.phone || ' ' || regexp_replace(o.phone, '[^0-9]', '', 'g')), '[^[:alnum:]]+', " \
  "' ', 'g')"
const char* const kPgText = AQUA_PG_TEXT;
const char* const kPgWords = "to_tsvector('simple'::regconfig, " AQUA_PG_TEXT ")";
#undef AQUA_PG_TEXT

// The words orders_fts holds (migration 005's view orders_search), as one text.
const char* const kSqliteWords =
    "o.first_name || ' ' || o.last_name || ' ' || o.id || ' ' || o.email || ' ' || o.phone || "
    "' ' || replace(replace(replace(replace(replace(o.phone, ' ', ''), '-', ''), '+', ''), "
    "'(', ''), ')', '')";

std::string encode_cursor(const Cursor& c) {
  return base64url(std::string(c.older ? "o" : "n") + std::to_string(c.created_at) + "." + c.id);
}

std::optional<Cursor> decode_cursor(std::string_view text) {
  if (text.empty() || text.size() > 200) return std::nullopt;
  auto raw = unbase64url(text);
  if (!raw || raw->size() < 4 || ((*raw)[0] != 'o' && (*raw)[0] != 'n')) return std::nullopt;
  Cursor c;
  c.older = (*raw)[0] == 'o';
  auto dot = raw->find('.');
  if (dot == std::string::npos) return std::nullopt;
  const char* first = raw->data() + 1;
  const char* last = raw->data() + dot;
  auto [p, ec] = std::from_chars(first, last, c.created_at);
  if (ec != std::errc() || p != last || c.created_at < 0) return std::nullopt;
  c.id = raw->substr(dot + 1);
  if (c.id.empty() || c.id.size() > 64) return std::nullopt;
  for (char ch : c.id)
    if (!is_alnum(ch) && ch != '-' && ch != '_') return std::nullopt;
  return c;
}

Search plan_search(std::string_view q, bool sqlite) {
  if (q.empty()) return {};
  auto low = lower(q);
  bool id_like = low.size() > 4 && low.starts_with("ord-");
  for (std::size_t i = 4; id_like && i < low.size(); ++i) id_like = is_alnum(low[i]);
  if (id_like) {
    std::string up(q);
    for (auto& c : up)
      if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
    return {SearchKind::id_prefix, up, {}};
  }
  if (low.find('@') != std::string::npos) return {SearchKind::email_prefix, low, {}};
  auto words = words_of(q);
  if (words.empty()) return {SearchKind::nothing, {}, {}};
  // Whole words, but the last may be cut short (the admin is still typing): an exact word
  // narrows the index lookup far more than a prefix does.
  std::string query, last;
  bool split = words.size() > 1;
  if (split) {
    last = lower(words.back());
    words.pop_back();
  }
  for (std::size_t i = 0; i < words.size(); ++i) {
    bool prefix = i + 1 == words.size() && !split;
    if (!query.empty()) query += sqlite ? " " : " & ";
    // Only letters, digits and non-ASCII bytes: no quote to escape in either syntax.
    query += sqlite ? "\"" + words[i] + "\"" + (prefix ? "*" : "")
                    : "'" + lower(words[i]) + "'" + (prefix ? ":*" : "");
  }
  return {SearchKind::words, query, last};
}

namespace {

// FROM … WHERE … for the filters (not the cursor); appends their parameters. `plus`
// ("+" on SQLite while searching) keeps the planner from walking created_at for a search.
std::string from_where(const ListSpec& spec, bool sqlite, std::vector<Param>& params) {
  std::string sql = " FROM orders o WHERE 1 = 1";
  const auto& s = spec.search;
  if (s.kind == SearchKind::words && sqlite)
    sql =
        " FROM orders_fts CROSS JOIN orders o ON o.rowid = orders_fts.rowid WHERE "
        "orders_fts MATCH ?";
  if (s.kind == SearchKind::words) {
    if (!sqlite) sql += std::string(" AND ") + kPgWords + " @@ to_tsquery('simple', ?)";
    params.push_back(text(s.value));
    // Letters, digits and non-ASCII bytes only: nothing to escape in either pattern.
    if (!s.last_word.empty() && sqlite) {
      sql += std::string(" AND ' ' || lower(") + kSqliteWords + ") GLOB ?";
      params.push_back(text("*[^a-z0-9]" + s.last_word + "*"));
    } else if (!s.last_word.empty()) {
      sql += std::string(" AND ' ' || ") + kPgText + " LIKE ?";
      params.push_back(text("% " + s.last_word + "%"));
    }
  } else if (s.kind == SearchKind::nothing) {
    sql += " AND 1 = 0";
  } else if (s.kind == SearchKind::id_prefix || s.kind == SearchKind::email_prefix) {
    std::string column = s.kind == SearchKind::id_prefix ? "o.id" : "lower(o.email)";
    if (sqlite) {
      // Byte order: no UTF-8 text goes past the prefix followed by 0xFF.
      sql += " AND " + column + " >= ? AND " + column + " < ?";
      params.push_back(text(s.value));
      params.push_back(text(s.value + "\xff"));
    } else {
      sql += " AND " + column + " LIKE ?";
      params.push_back(text(like_prefix(s.value)));
    }
  }
  if (!spec.status.empty()) {
    sql += " AND o.status = ?";
    params.push_back(text(spec.status));
  }
  return sql;
}

}  // namespace

Sql page_sql(const ListSpec& spec, bool sqlite, const std::string& columns) {
  Sql out;
  bool searching = spec.search.kind != SearchKind::none;
  // A search sorts its matches: sort only their ids and read the page's rows after, not
  // every matching row whole (ORD-G0004, a tenth of 1,000,000 orders: 170 ms of CPU sorting
  // whole rows, 30 ms sorting ids; docs/performance.md).
  out.text = std::string("SELECT ") + (searching ? "o.id" : columns) +
             from_where(spec, sqlite, out.params);
  std::string created = (sqlite && searching ? "+" : "") + std::string("o.created_at");
  bool newer = spec.cursor && !spec.cursor->older;
  if (spec.cursor) {
    out.text += " AND (" + created + ", o.id) " + (newer ? ">" : "<") + " (?, ?)";
    out.params.push_back(number(spec.cursor->created_at));
    out.params.push_back(text(spec.cursor->id));
  }
  const char* dir = newer ? " ASC" : " DESC";
  out.text += " ORDER BY " + created + dir + ", o.id" + dir + " LIMIT ?";
  out.params.push_back(number(spec.limit));
  if (searching)
    out.text = "SELECT " + columns + " FROM orders o WHERE o.id IN (" + out.text +
               ") ORDER BY o.created_at" + dir + ", o.id" + dir;
  out.text = named(out.text);
  return out;
}

Sql count_sql(const ListSpec& spec, bool sqlite, int cap) {
  Sql out;
  // Without a search, count along the list's own index (PostgreSQL would otherwise scan the
  // table for a common status: 116 ms at 200,000 orders).
  bool searching = spec.search.kind != SearchKind::none;
  out.text = "SELECT COUNT(*) FROM (SELECT 1" + from_where(spec, sqlite, out.params) +
             (searching ? "" : " ORDER BY o.created_at DESC, o.id DESC") + " LIMIT ?) AS matching";
  out.params.push_back(number(cap + 1));
  out.text = named(out.text);
  return out;
}

}  // namespace aqua::orders::admin_query

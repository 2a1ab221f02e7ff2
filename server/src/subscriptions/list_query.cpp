// The admin subscriptions list, as the admin orders list (orders/admin_query.cpp): one
// statement per filter shape, every filter an index lookup (migration 027), keyset pages on
// an index that matches ORDER BY created_at DESC, id DESC, and a count that stops at
// kTotalCap + 1 (none when the first page holds every match).
#include <algorithm>
#include <functional>
#include <variant>

#include "db/prepared.hpp"
#include "orders/admin_query.hpp"
#include "subscriptions/store.hpp"

namespace aqua::subscriptions::store {

namespace {

using orders::admin_query::SearchKind;

// The words PostgreSQL's index holds (subscriptions_search_words, migration 027) and, on
// SQLite, what subscriptions_fts holds (its view subscriptions_search) as one text: keep
// them exactly as the migration writes them.
#define AQUA_PG_TEXT                                                                           \
  "regexp_replace(lower(s.id || ' ' || s.first_name || ' ' || s.last_name || ' ' || s.email "  \
  "|| ' ' || s.phone || ' ' || regexp_replace(s.phone, '[^0-9]', '', 'g')), '[^[:alnum:]]+', " \
  "' ', 'g')"
const char* const kPgText = AQUA_PG_TEXT;
const char* const kPgWords = "to_tsvector('simple'::regconfig, " AQUA_PG_TEXT ")";
#undef AQUA_PG_TEXT
const char* const kSqliteWords =
    "s.first_name || ' ' || s.last_name || ' ' || s.id || ' ' || s.email || ' ' || s.phone || "
    "' ' || replace(replace(replace(replace(replace(s.phone, ' ', ''), '-', ''), '+', ''), "
    "'(', ''), ')', '')";

// A statement being built: "?" placeholders and their values in order.
struct Sql {
  std::string text;
  std::vector<std::variant<std::string, long long>> values;
  void add(std::string v) { values.emplace_back(std::move(v)); }
  void add(long long v) { values.emplace_back(v); }
  // Runs it on a kept statement. SOCI names its placeholders: each ? (none appears in a
  // literal here) becomes :p1, :p2, …
  void each(soci::session& s, const std::function<void(const db::RowView&)>& row) const {
    std::string named;
    int n = 0;
    for (char c : text) named += c == '?' ? ":p" + std::to_string(++n) : std::string(1, c);
    std::vector<db::Param> params;
    for (const auto& v : values)
      params.push_back(std::holds_alternative<long long>(v) ? db::Param(std::get<long long>(v))
                                                            : db::Param(std::get<std::string>(v)));
    db::query_each(s, named, params, row);
  }
};

bool is_alnum(char c) {
  return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

std::string upper(std::string v) {
  for (auto& c : v)
    if (c >= 'a' && c <= 'z') c = static_cast<char>(c - 'a' + 'A');
  return v;
}

// A prefix of column: a range on SQLite (byte order: no UTF-8 text goes past the prefix
// followed by 0xFF), LIKE on PostgreSQL (its text_pattern_ops index).
void prefix(Sql& sql, bool sqlite, const std::string& column, const std::string& value) {
  if (sqlite) {
    sql.text += " AND " + column + " >= ? AND " + column + " < ?";
    sql.add(value);
    sql.add(value + "\xff");
    return;
  }
  std::string like;
  for (char c : value) {
    if (c == '\\' || c == '%' || c == '_') like += '\\';
    like += c;
  }
  sql.text += " AND " + column + " LIKE ?";
  sql.add(like + "%");
}

// The words of q through the word index; the last word (of two or more), perhaps cut short,
// matched on the rows the whole words found (see orders::admin_query::Search).
std::string words(Sql& sql, bool sqlite, const orders::admin_query::Search& q) {
  std::string from = " FROM subscriptions s WHERE 1 = 1";
  if (sqlite)
    from =
        " FROM subscriptions_fts CROSS JOIN subscriptions s ON s.rowid = subscriptions_fts.rowid "
        "WHERE subscriptions_fts MATCH ?";
  else
    sql.text += std::string(" AND ") + kPgWords + " @@ to_tsquery('simple', ?)";
  sql.add(q.value);
  if (!q.last_word.empty() && sqlite) {
    sql.text += std::string(" AND ' ' || lower(") + kSqliteWords + ") GLOB ?";
    sql.add("*[^a-z0-9]" + q.last_word + "*");
  } else if (!q.last_word.empty()) {
    sql.text += std::string(" AND ' ' || ") + kPgText + " LIKE ?";
    sql.add("% " + q.last_word + "%");
  }
  return from;
}

// The search's conditions on sql.text; returns its FROM … WHERE.
std::string search(Sql& sql, bool sqlite, const std::string& q) {
  std::string from = " FROM subscriptions s WHERE 1 = 1";
  auto id = upper(q);
  bool sub_id = id.size() > 4 && id.starts_with("SUB-") &&
                std::all_of(id.begin() + 4, id.end(), [](char c) { return is_alnum(c); });
  if (sub_id) {
    prefix(sql, sqlite, "s.id", id);
    return from;
  }
  auto plan = orders::admin_query::plan_search(q, sqlite);
  if (plan.kind == SearchKind::id_prefix) prefix(sql, sqlite, "s.order_id", plan.value);
  if (plan.kind == SearchKind::email_prefix) prefix(sql, sqlite, "lower(s.email)", plan.value);
  if (plan.kind == SearchKind::nothing) sql.text += " AND 1 = 0";
  if (plan.kind == SearchKind::words) return words(sql, sqlite, plan);
  return from;
}

// FROM … WHERE … for the filters (not the cursor). narrow: the matches are found through
// another index than the list's order (a search, an order, the paused ones), so the page
// sorts them rather than walk the whole list.
void from_where(Sql& sql, bool sqlite, const Filter& f, bool& narrow) {
  narrow = !f.q.empty() || !f.order_id.empty() || f.status == "paused";
  std::string from = f.q.empty() ? " FROM subscriptions s WHERE 1 = 1" : search(sql, sqlite, f.q);
  if (!f.order_id.empty()) {
    // Bought by the order, or renewed by it.
    sql.text +=
        " AND s.id IN (SELECT id FROM subscriptions WHERE order_id = ? UNION SELECT "
        "subscription_id FROM orders WHERE id = ?)";
    sql.add(f.order_id);
    sql.add(f.order_id);
  }
  if (f.status == "cancelled") sql.text += " AND s.status = 'cancelled'";
  if (f.status == "active" || f.status == "paused") {
    // "+" (SQLite): the active ones are most of them, walk the list's index rather than
    // sort them all from the paused_until index (planned with a bound date, SQLite did).
    bool active = f.status == "active";
    sql.text += std::string(" AND s.status = 'active' AND ") + (sqlite && active ? "+" : "") +
                "s.paused_until " + (active ? "<=" : ">") + " ?";
    sql.add(f.today);
  }
  sql.text = from + sql.text;
}

Sql page_sql(bool sqlite, const Filter& f) {
  Sql sql;
  bool narrow = false;
  from_where(sql, sqlite, f, narrow);
  std::string created = sqlite && narrow ? "+s.created_at" : "s.created_at";
  if (f.after) {
    sql.text += " AND (" + created + ", s.id) < (?, ?)";
    sql.add(f.after->created_at);
    sql.add(f.after->id);
  }
  sql.text += " ORDER BY " + created + " DESC, s.id DESC LIMIT ?";
  sql.add(static_cast<long long>(f.limit) + 1);  // one more: is there a next page?
  // Narrow: sort only the matches' ids, then read the page's rows.
  std::string all = columns();
  sql.text = narrow ? "SELECT " + all + " FROM subscriptions WHERE id IN (SELECT s.id" + sql.text +
                          ") ORDER BY created_at DESC, id DESC"
                    : "SELECT " + all + sql.text;
  return sql;
}

Sql count_sql(bool sqlite, const Filter& f) {
  Sql sql;
  bool narrow = false;
  from_where(sql, sqlite, f, narrow);
  // Otherwise count along the list's own index, as the page reads it.
  sql.text = "SELECT COUNT(*) FROM (SELECT 1" + sql.text +
             (narrow ? "" : " ORDER BY s.created_at DESC, s.id DESC") + " LIMIT ?) AS matching";
  sql.add(static_cast<long long>(kTotalCap + 1));
  return sql;
}

}  // namespace

Page list(soci::session& s, const Filter& f) {
  bool sqlite = s.get_backend_name() == "sqlite3";
  Page page;
  auto sql = page_sql(sqlite, f);
  sql.each(s, [&](const db::RowView& r) { page.items.push_back(read_view(r)); });
  page.more = page.items.size() > static_cast<std::size_t>(f.limit);
  if (page.more) page.items.pop_back();
  if (!f.after && !page.more) {
    page.total = static_cast<long long>(page.items.size());  // all of them: nothing to count
    return page;
  }
  auto count = count_sql(sqlite, f);
  count.each(s, [&](const db::RowView& r) { page.total = r.integer(0); });
  page.total_capped = page.total > kTotalCap;
  page.total = std::min(page.total, kTotalCap);
  return page;
}

}  // namespace aqua::subscriptions::store

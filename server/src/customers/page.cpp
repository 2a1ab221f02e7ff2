#include "core/text.hpp"
#include "customers/store.hpp"
#include "db/prepared.hpp"

namespace aqua::customers::store {

namespace {

// Above every string that starts with the prefix (U+10FFFF, the highest code point): a
// prefix match is a range over an index in byte order on both engines.
std::string prefix_end(const std::string& prefix) {
  return prefix + "\xF4\x8F\xBF\xBF";
}

struct Search {
  std::string name, name_end, email, email_end, phone, phone_end;
  bool any_phone = false;
};

Search search_of(const std::string& q) {
  Search f;
  f.name = text::to_lower_ascii(q);
  f.name_end = prefix_end(f.name);
  f.email = "e:" + f.name;
  f.email_end = prefix_end(f.email);
  for (char c : q)
    if (c != ' ' && c != '-' && c != '+' && c != '(' && c != ')' && c != '.') f.phone.push_back(c);
  f.any_phone = !f.phone.empty();
  f.phone_end = prefix_end(f.phone);
  return f;
}

std::string search_sql(const Search& f) {
  std::string sql =
      "((name_lc >= :n1 AND name_lc < :n2) OR (last_lc >= :l1 AND last_lc < :l2) OR "
      "(key >= :e1 AND key < :e2)";
  if (f.any_phone) sql += " OR (phone_search >= :p1 AND phone_search < :p2)";
  return sql + ")";
}

// The search's values, in search_sql's placeholder order (views of f: it must outlive them).
void bind_search(std::vector<db::Param>& params, const Search& f) {
  for (const auto* v : {&f.name, &f.name_end, &f.name, &f.name_end, &f.email, &f.email_end})
    params.emplace_back(*v);
  if (f.any_phone) {
    params.emplace_back(f.phone);
    params.emplace_back(f.phone_end);
  }
}

// More than this many matches: the page is found by walking the newest-first index (the
// matches are dense); fewer: the matches are collected from the search indexes and sorted.
constexpr int kBroad = 1000;

bool broad(soci::session& s, const Search& f) {
  std::vector<db::Param> params;
  bind_search(params, f);
  auto row = db::query_row(s,
                           "SELECT COUNT(*) FROM (SELECT 1 FROM customers WHERE " + search_sql(f) +
                               " LIMIT " + std::to_string(kBroad) + ") t",
                           params);
  return row && std::stoll(row->at(0)) >= kBroad;
}

}  // namespace

// Statements kept per connection (db/prepared): on PostgreSQL each page was parsed and
// planned afresh.
std::vector<Row> page(soci::session& s, const PageQuery& query) {
  bool sqlite = s.get_backend_name() == "sqlite3";
  Search f = search_of(query.q);
  bool searching = !query.q.empty();
  bool walk = !searching || broad(s, f);
  // SQLite is told which plan; PostgreSQL's planner picks from its statistics.
  std::string from = sqlite && walk && searching ? " FROM customers INDEXED BY customers_recent"
                                                 : " FROM customers";
  // Few matches: "+ 0" keeps either engine from walking the newest-first index past every
  // customer to find them (they are collected from the search indexes and sorted).
  std::string order = walk ? " ORDER BY last_order_at DESC, key DESC"
                           : " ORDER BY last_order_at + 0 DESC, key DESC";
  std::string where = " WHERE 1 = 1";
  std::vector<db::Param> params;
  if (query.after) {
    where += " AND (last_order_at, key) < (:at, :k)";
    params.emplace_back(query.after->last_order_at);
    params.emplace_back(query.after->key);
  }
  if (searching) {
    where += " AND " + search_sql(f);
    bind_search(params, f);
  }
  params.emplace_back(query.limit);
  std::vector<Row> out;
  db::query_each(s,
                 "SELECT key, name, email, phone, address, city, total_orders, "
                 "total_spent_paisa, last_order_at, first_seen_at" +
                     from + where + order + " LIMIT :lim",
                 params, [&](const db::RowView& v) {
                   Row r;
                   int c = 0;
                   for (auto* col : {&r.key, &r.name, &r.email, &r.phone, &r.address, &r.city})
                     *col = v.text(c++);
                   for (auto* col :
                        {&r.total_orders, &r.total_spent_paisa, &r.last_order_at, &r.first_seen_at})
                     *col = v.integer(c++);
                   out.push_back(std::move(r));
                 });
  return out;
}

long long count(soci::session& s) {
  long long n = 0;
  s << "SELECT COUNT(*) FROM customers", soci::into(n);
  return n;
}

}  // namespace aqua::customers::store

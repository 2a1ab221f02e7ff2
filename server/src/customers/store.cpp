#include "customers/store.hpp"

#include "core/text.hpp"
#include "customers/customers.hpp"
#include "db/prepared.hpp"

namespace aqua::customers {

namespace {

// The phone as searched: without spaces, dashes, plus signs, brackets and dots (the same
// characters migration 007 removes).
std::string phone_search(const std::string& phone) {
  std::string out;
  for (char c : phone)
    if (c != ' ' && c != '-' && c != '+' && c != '(' && c != ')' && c != '.') out.push_back(c);
  return out;
}

// Every value a customers row stores, from the order whose details win.
struct Values {
  std::string key, name, email, phone, address, city, name_lc, last_lc, phone_search, order_id;
  long long orders = 0, spent = 0, last_at = 0, first_at = 0;
};

Values values_of(const OrderFacts& o) {
  Values v;
  v.key = key_of(o.email, o.phone);
  v.name = o.first_name + " " + o.last_name;
  v.email = o.email;
  v.phone = o.phone;
  v.address = o.address;
  v.city = o.city;
  v.name_lc = text::to_lower_ascii(v.name);
  v.last_lc = text::to_lower_ascii(o.last_name);
  v.phone_search = phone_search(o.phone);
  v.order_id = o.order_id;
  v.last_at = v.first_at = o.created_at;
  return v;
}

// INSERT … ON CONFLICT (key) DO UPDATE SET + `update`: one statement on both engines.
void upsert(soci::session& s, const Values& v, const std::string& update) {
  // A kept statement (each order runs it).
  db::exec_deferred(
      s,
      "INSERT INTO customers (key, name, email, phone, address, city, name_lc, last_lc, "
      "phone_search, total_orders, total_spent_paisa, last_order_at, last_order_id, "
      "first_seen_at) VALUES (:k, :n, :e, :p, :a, :c, :nl, :ll, :ps, :o, :sp, :la, :lid, "
      ":fa) ON CONFLICT (key) DO UPDATE SET " +
          update,
      {v.key, v.name, v.email, v.phone, v.address, v.city, v.name_lc, v.last_lc, v.phone_search,
       v.orders, v.spent, v.last_at, v.order_id, v.first_at});
}

// The details columns, each taken from the new order when it is the newest.
std::string newest_details() {
  const std::string newer =
      "(excluded.last_order_at, excluded.last_order_id) > (customers.last_order_at, "
      "customers.last_order_id)";
  std::string out;
  for (const char* col : {"name", "email", "phone", "address", "city", "name_lc", "last_lc",
                          "phone_search", "last_order_id", "last_order_at"})
    out += std::string(col) + " = CASE WHEN " + newer + " THEN excluded." + col +
           " ELSE customers." + col + " END, ";
  return out;
}

}  // namespace

std::string key_of(const std::string& email, const std::string& phone) {
  return !email.empty() ? "e:" + text::to_lower_ascii(email) : "p:" + phone;
}

void record_order(soci::session& s, const OrderFacts& order) {
  static const std::string update =
      newest_details() +
      "first_seen_at = CASE WHEN excluded.first_seen_at < customers.first_seen_at THEN "
      "excluded.first_seen_at ELSE customers.first_seen_at END, "
      "total_orders = customers.total_orders + 1, "
      "total_spent_paisa = customers.total_spent_paisa + excluded.total_spent_paisa";
  auto v = values_of(order);
  v.orders = 1;
  v.spent = order.cancelled ? 0 : order.total_paisa;
  upsert(s, v, update);
}

void lock_for_recount(soci::session& s, const std::string& key) {
  if (s.get_backend_name() == "sqlite3") return;
  int one = 0;
  s << "SELECT 1 FROM customers WHERE key = :k FOR UPDATE", soci::use(key), soci::into(one);
}

void replace(soci::session& s, const std::string& key, const std::optional<Recount>& recount) {
  if (!recount) {
    s << "DELETE FROM customers WHERE key = :k", soci::use(key);
    return;
  }
  auto v = values_of(recount->newest);
  v.key = key;
  v.orders = recount->orders;
  v.spent = recount->spent_paisa;
  v.first_at = recount->first_seen_at;
  std::string update;
  for (const char* col :
       {"name", "email", "phone", "address", "city", "name_lc", "last_lc", "phone_search",
        "total_orders", "total_spent_paisa", "last_order_at", "last_order_id", "first_seen_at"})
    update += std::string(update.empty() ? "" : ", ") + col + " = excluded." + col;
  upsert(s, v, update);
}

std::optional<Contact> contact_of(soci::session& s, const std::string& key) {
  Contact c;
  s << "SELECT email, phone FROM customers WHERE key = :k", soci::use(key), soci::into(c.email),
      soci::into(c.phone);
  if (!s.got_data()) return std::nullopt;
  return c;
}

}  // namespace aqua::customers

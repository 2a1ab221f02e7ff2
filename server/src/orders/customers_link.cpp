#include "orders/customers_link.hpp"

#include "db/row.hpp"

namespace aqua::orders {

namespace {

// An orders row's customer key in SQL, exactly as migration 007's index orders_customer_key
// (ASCII lower-casing on both engines, as text::to_lower_ascii).
std::string key_sql(soci::session& s) {
  if (s.get_backend_name() == "sqlite3")
    return "(CASE WHEN email <> '' THEN 'e:' || lower(email) ELSE 'p:' || phone END)";
  return "(CASE WHEN email <> '' THEN 'e:' || translate(email, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', "
         "'abcdefghijklmnopqrstuvwxyz') ELSE 'p:' || phone END)";
}

}  // namespace

customers::OrderFacts customer_facts(const Order& o) {
  return {o.id,      o.first_name, o.last_name,  o.email,       o.phone,
          o.address, o.city,       o.created_at, o.total_paisa, o.status == "cancelled"};
}

void recount_customer(soci::session& s, const std::string& email, const std::string& phone) {
  auto key = customers::key_of(email, phone);
  customers::lock_for_recount(s, key);
  const auto k = key_sql(s);
  customers::Recount r;
  s << "SELECT COUNT(*), COALESCE(SUM(CASE WHEN status <> 'cancelled' THEN total_paisa ELSE 0 "
       "END), 0), COALESCE(MIN(created_at), 0) FROM orders WHERE " +
           k + " = :k",
      soci::use(key), soci::into(r.orders), soci::into(r.spent_paisa), soci::into(r.first_seen_at);
  if (r.orders == 0) {
    customers::replace(s, key, std::nullopt);
    return;
  }
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT id, first_name, last_name, email, phone, address, city, created_at "
                    "FROM orders WHERE " +
                        k + " = :k ORDER BY created_at DESC, id DESC LIMIT 1",
       soci::use(key));
  for (const auto& row : rows) {
    auto& n = r.newest;
    n.order_id = db::row_text(row, 0);
    n.first_name = db::row_text(row, 1);
    n.last_name = db::row_text(row, 2);
    n.email = db::row_text(row, 3);
    n.phone = db::row_text(row, 4);
    n.address = db::row_text(row, 5);
    n.city = db::row_text(row, 6);
    n.created_at = db::row_int(row, 7);
  }
  customers::replace(s, key, r);
}

}  // namespace aqua::orders

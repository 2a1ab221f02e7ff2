#include "orders/search_index.hpp"

#include "db/prepared.hpp"

namespace aqua::orders {

void index_pending_orders(soci::session& s) {
  if (!db::query_row(s, "SELECT rid FROM orders_fts_pending LIMIT 1", {})) return;
  // orders_search (migration 005) gives the indexed text of each order by rowid.
  db::exec(s,
           "INSERT INTO orders_fts (rowid, name, contact) SELECT rid, name, contact FROM "
           "orders_search WHERE rid IN (SELECT rid FROM orders_fts_pending)",
           {});
  db::exec(s, "DELETE FROM orders_fts_pending", {});
}

void catch_up_search_index(db::Database& db) {
  if (db.kind() != db::Kind::sqlite) return;
  bool pending = db.read([](soci::session& s) {
    return db::query_row(s, "SELECT rid FROM orders_fts_pending LIMIT 1", {}).has_value();
  });
  if (pending) db.write(index_pending_orders);
}

void keep_search_index(db::Database& db) {
  if (db.kind() == db::Kind::sqlite) db.before_commit(index_pending_orders);
}

}  // namespace aqua::orders

// The orders' word index on SQLite (FTS5, migrations 005 and 010): orders inserted in a
// group commit are noted in orders_fts_pending by a trigger and indexed here, once per batch,
// just before its COMMIT (FTS5 writes one index segment per SAVEPOINT otherwise, and every
// order has its own). PostgreSQL keeps its GIN index itself.
#pragma once
#include "db/database.hpp"

namespace aqua::orders {

// Indexes the noted orders and clears the list, in the caller's transaction (SQLite).
void index_pending_orders(soci::session& s);

// Orders inserted outside the server (bench/growth-data.sh, an import) wait in the list until
// the server's next write: a word search first indexes them (a read when there are none).
void catch_up_search_index(db::Database& db);

// Registers index_pending_orders before every COMMIT of db's writer (SQLite only).
void keep_search_index(db::Database& db);

}  // namespace aqua::orders

// Inside the db room only: the statements kept for one connection (db/prepared.cpp) and the
// PostgreSQL side of db::exec and db::exec_deferred (db/pg_statements.cpp).
#pragma once
#include <libpq-fe.h>
#include <soci/soci.h>

#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "db/prepared.hpp"

namespace aqua::db::detail {

// A statement sent later (db::exec_deferred): its SQL and its values, owned (a Param's text
// may point into a string that is gone by then). nullopt is NULL.
struct Deferred {
  std::string sql;
  std::vector<std::optional<std::string>> values;
  std::shared_ptr<LaterRows> into;  // a query's rows go here (db::query_later); else none
};

// The statements kept for one connection. A connection is used by one thread at a time
// (a pool lease or the writer), so only the registry (kept_for) needs a lock.
struct Kept {
  int backend_pid = 0;  // PostgreSQL: a reconnect gets a new backend, without our statements
  std::unordered_map<std::string, void*> sqlite;    // SQL -> sqlite3_stmt*
  std::unordered_map<std::string, std::string> pg;  // SQL -> statement name
  std::vector<Deferred> deferred;                   // PostgreSQL: not sent yet, in order
  ~Kept();
};

// The kept statements of a connection (sqlite3* or PGconn*), made on first use.
Kept& kept_for(const void* handle);

PGconn* pg_handle(soci::session& s);
// The kept statements of a PostgreSQL connection, emptied when its backend changed.
Kept& pg_kept(PGconn* conn);

// Runs sql on PostgreSQL, after the connection's deferred statements and in the same round
// trip; the result is OK (its rows, if any) or this throws soci::postgresql_soci_error with
// the server's SQLSTATE (also for a deferred statement that failed).
PGresult* pg_execute(PGconn* conn, const std::string& sql, const std::vector<Param>& params);

// Sends the connection's deferred statements and waits for them (one round trip).
void pg_flush(PGconn* conn);

}  // namespace aqua::db::detail

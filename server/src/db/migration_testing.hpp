// For migration unit tests only: an in-memory SQLite database taken through chosen migrations,
// so a test can add rows as an older server stored them and then run the migration it checks.
#pragma once
#include <soci/soci.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include "db/migrations.hpp"
#include "db/prepared.hpp"

namespace aqua::db {

// An in-memory database whose kept statements (db::exec) are dropped before it closes, as
// db::Database does for its connections; else sqlite3_close fails and the connection leaks.
struct MemorySession : soci::session {
  MemorySession() : soci::session(soci::sqlite3, ":memory:") {}
  ~MemorySession() { forget(*this); }
  MemorySession(const MemorySession&) = delete;
  MemorySession& operator=(const MemorySession&) = delete;
  MemorySession(MemorySession&&) = delete;
  MemorySession& operator=(MemorySession&&) = delete;
};

// Runs the embedded migrations numbered from..to (both included), in order, on SQLite.
inline void apply_migrations(soci::session& s, int from, int to) {
  for (const auto& m : embedded_migrations())
    if (m.version >= from && m.version <= to)
      for (const auto& stmt : statements_for(m.sql, Kind::sqlite)) s << stmt;
}

}  // namespace aqua::db

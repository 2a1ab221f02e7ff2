// Numbered .sql migrations (src/db/migrations/NNN_name.sql), embedded in the binary and
// applied in order at start. One schema for both engines; {{ID}} becomes each engine's
// auto-increment key; a line "-- only: sqlite" (or postgresql) keeps the next statement for
// that engine alone.
#pragma once
#include <string>
#include <vector>

#include "db/database.hpp"

namespace aqua::db {

struct Migration {
  int version;
  const char* name;
  const char* sql;
};

const std::vector<Migration>& embedded_migrations();

// Splits a migration into statements and adapts it to the engine (pure; unit-tested).
std::vector<std::string> statements_for(const std::string& sql, Kind kind);

// Applies the migrations not yet recorded in schema_migrations. Returns how many ran.
int migrate(Database& db);

}  // namespace aqua::db

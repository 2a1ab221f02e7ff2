#include "db/database.hpp"

#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>
#include <spdlog/spdlog.h>

namespace aqua::db {

Database::Database(const Options& opts) : opts_(opts) {
  kind_ = opts.url.rfind("postgres", 0) == 0 ? Kind::postgresql : Kind::sqlite;
  std::size_t n = std::max<std::size_t>(1, opts.pool_size);
  pool_ = std::make_unique<soci::connection_pool>(n);
  if (kind_ == Kind::postgresql) {
    for (std::size_t i = 0; i < n; ++i) pool_->at(i).open(soci::postgresql, opts.url);
    spdlog::info("database: PostgreSQL, pool of {}", n);
    return;
  }
  std::string conn = "db=" + opts.sqlite_path + " timeout=10";
  writer_ = std::make_unique<soci::session>(soci::sqlite3, conn);
  configure_sqlite(*writer_, true);
  for (std::size_t i = 0; i < n; ++i) {
    pool_->at(i).open(soci::sqlite3, conn);
    configure_sqlite(pool_->at(i), false);
  }
  spdlog::info("database: SQLite at {} (WAL, synchronous={})", opts.sqlite_path,
               opts.sqlite_synchronous);
}

Database::~Database() = default;

void Database::configure_sqlite(soci::session& s, bool writer) {
  if (writer) s << "PRAGMA journal_mode=WAL";
  s << "PRAGMA synchronous=" + opts_.sqlite_synchronous;
  s << "PRAGMA foreign_keys=ON";
  s << "PRAGMA busy_timeout=10000";
}

}  // namespace aqua::db

// For unit tests only: a fresh SQLite database (migrated, or empty) in the test's temporary
// folder.
#pragma once
#include <gtest/gtest.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <memory>
#include <string>

#include "db/database.hpp"
#include "db/migrations.hpp"

namespace aqua::db {

// Options for an empty SQLite file of that name (not migrated).
inline Options fresh_test_options(const std::string& name) {
  auto path = ::testing::TempDir() + "/aqua-" + name + ".db";
  std::remove(path.c_str());
  Options o;
  o.sqlite_path = path;
  return o;
}

// A fresh, empty SQLite database, or (engine "postgresql") the throwaway PostgreSQL of
// scripts/with-postgres.sh (AQUA_TEST_PG_ADMIN_URL); nullptr when there is none (skip).
inline std::unique_ptr<Database> open_engine(const std::string& engine, const std::string& name) {
  if (engine != "postgresql") return std::make_unique<Database>(fresh_test_options(name));
  const char* url = std::getenv("AQUA_TEST_PG_ADMIN_URL");
  if (!url) return nullptr;
  Options o;
  o.url = url;
  return std::make_unique<Database>(o);
}

// A migrated database of a test's own: a fresh SQLite file, or (engine "postgresql", under
// scripts/with-postgres.sh) a PostgreSQL database created for it and dropped after it; db is
// null when there is no PostgreSQL (skip).
class ScratchDatabase {
 public:
  ScratchDatabase(const std::string& engine, const std::string& name) {
    Options o;
    if (engine == "postgresql") {
      const char* admin = std::getenv("AQUA_TEST_PG_ADMIN_URL");
      if (!admin) return;
      admin_ = admin;
      pg_name_ = name + "_" + std::to_string(getpid());
      soci::session a("postgresql", pg_url(admin_));
      a << "DROP DATABASE IF EXISTS " + pg_name_;
      a << "CREATE DATABASE " + pg_name_;
      o.url = url = admin_.substr(0, admin_.rfind('/') + 1) + pg_name_;
    } else {
      o = fresh_test_options(name);
    }
    db = std::make_unique<Database>(o);
    migrate(*db);
  }
  ~ScratchDatabase() {
    db.reset();
    if (pg_name_.empty()) return;
    soci::session a("postgresql", pg_url(admin_));
    a << "DROP DATABASE IF EXISTS " + pg_name_;
  }
  ScratchDatabase(const ScratchDatabase&) = delete;
  ScratchDatabase& operator=(const ScratchDatabase&) = delete;

  std::unique_ptr<Database> db;
  std::string url;  // PostgreSQL: the database's own URL (for a second session)

 private:
  std::string admin_, pg_name_;
};

inline std::unique_ptr<Database> fresh_test_db(const std::string& name) {
  auto db = std::make_unique<Database>(fresh_test_options(name));
  migrate(*db);
  return db;
}

}  // namespace aqua::db

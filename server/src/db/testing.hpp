// For unit tests only: a fresh, migrated SQLite database in the test's temporary folder.
#pragma once
#include <gtest/gtest.h>

#include <cstdio>
#include <memory>
#include <string>

#include "db/database.hpp"
#include "db/migrations.hpp"

namespace aqua::db {

inline std::unique_ptr<Database> fresh_test_db(const std::string& name) {
  auto path = ::testing::TempDir() + "/aqua-" + name + ".db";
  std::remove(path.c_str());
  Options o;
  o.sqlite_path = path;
  auto db = std::make_unique<Database>(o);
  migrate(*db);
  return db;
}

}  // namespace aqua::db

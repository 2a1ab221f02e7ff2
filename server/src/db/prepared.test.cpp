#include "db/prepared.hpp"

#include <gtest/gtest.h>
#include <soci/sqlite3/soci-sqlite3.h>

namespace aqua::db {
namespace {

TEST(PgPlaceholders, NumbersNamesInOrderAndLeavesCastsAndQuotes) {
  int n = 0;
  EXPECT_EQ(pg_placeholders("SELECT CAST(:a AS TEXT)::text, ':no', \"x:y\" WHERE b = :b_2", &n),
            "SELECT CAST($1 AS TEXT)::text, ':no', \"x:y\" WHERE b = $2");
  EXPECT_EQ(n, 2);
  EXPECT_EQ(pg_placeholders("VALUES (:p1, :p1)", &n), "VALUES ($1, $2)");
  EXPECT_EQ(pg_placeholders("SELECT 'it''s :x'", &n), "SELECT 'it''s :x'");
  EXPECT_EQ(n, 0);
}

TEST(ValuesRows, DistinctPlaceholdersPerRow) {
  EXPECT_EQ(values_rows(2, 3), "(:p1, :p2, :p3), (:p4, :p5, :p6)");
  EXPECT_EQ(values_rows(1, 1), "(:p1)");
}

TEST(Prepared, ReusesStatementsAndReportsErrorsAsSociErrors) {
  soci::session s(soci::sqlite3, "db=:memory:");
  s << "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT NOT NULL, n INTEGER)";
  const std::string ins = "INSERT INTO t (id, name, n) VALUES " + values_rows(2, 3);
  EXPECT_EQ(exec(s, ins, {1, "one", 10LL, 2, std::string("two"), 20}), 2);
  EXPECT_EQ(exec(s, ins, {3, "three", 30, 4, "four", 40}), 2);  // the kept statement again
  auto row = query_row(s, "SELECT name, n FROM t WHERE id = :id", {4});
  ASSERT_TRUE(row);
  EXPECT_EQ((*row)[0], "four");
  EXPECT_EQ((*row)[1], "40");
  EXPECT_FALSE(query_row(s, "SELECT name, n FROM t WHERE id = :id", {9}));
  EXPECT_THROW(exec(s, ins, {1, "dup", 0, 5, "five", 0}), soci::soci_error);
  // The failed statement was reset: the next use works, and nothing of it was kept.
  EXPECT_EQ(exec(s, "UPDATE t SET n = :n WHERE id > :id", {7, 2}), 2);
  int count = 0;
  s << "SELECT COUNT(*) FROM t", soci::into(count);
  EXPECT_EQ(count, 4);
  forget(s);
}

}  // namespace
}  // namespace aqua::db

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

TEST(Prepared, QueryEachReadsEveryRowInPlace) {
  soci::session s(soci::sqlite3, "db=:memory:");
  s << "CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, n INTEGER)";
  exec(s, "INSERT INTO t (id, name, n) VALUES " + values_rows(3, 3),
       {1, "a,\"b\"", 10, 2, Param::null(), Param::null(), 3, std::string("x\ny"), -5});
  const std::string sql = "SELECT id, name, n FROM t WHERE id >= :from ORDER BY id";
  for (int pass = 0; pass < 2; ++pass) {  // the second pass runs the kept statement
    std::vector<std::string> seen;
    query_each(s, sql, {1}, [&](const RowView& r) {
      seen.push_back(std::to_string(r.integer(0)) + "|" + std::string(r.text(1)) + "|" +
                     std::to_string(r.integer(2)));
    });
    EXPECT_EQ(seen, (std::vector<std::string>{"1|a,\"b\"|10", "2||0", "3|x\ny|-5"}));
  }
  int rows = 0;
  query_each(s, sql, {9}, [&](const RowView&) { ++rows; });
  EXPECT_EQ(rows, 0);
  EXPECT_THROW(query_each(s, "SELECT nope FROM t", {}, [](const RowView&) {}), soci::soci_error);
  // A callback that throws leaves the statement reset for the next use.
  EXPECT_THROW(query_each(s, sql, {1}, [](const RowView&) { throw std::runtime_error("stop"); }),
               std::runtime_error);
  query_each(s, sql, {3}, [&](const RowView& r) { rows += static_cast<int>(r.integer(0)); });
  EXPECT_EQ(rows, 3);
  forget(s);
}

}  // namespace
}  // namespace aqua::db

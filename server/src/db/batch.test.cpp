// The batching writer on both engines, db::attempt and db::query_rows. The
// PostgreSQL cases run under scripts/with-postgres.sh (AQUA_TEST_PG_ADMIN_URL), else skip.
#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cstdlib>
#include <thread>

#include "core/api_error.hpp"
#include "db/attempt.hpp"
#include "db/database.hpp"
#include "db/prepared.hpp"
#include "db/testing.hpp"

namespace aqua::db {
namespace {

long long count(Database& db, const std::string& table) {
  auto row =
      db.read([&](soci::session& s) { return query_row(s, "SELECT COUNT(*) FROM " + table, {}); });
  return std::stoll((*row)[0]);
}

class Batching : public ::testing::TestWithParam<std::string> {};

// Many threads write at once: the writes share transactions (a savepoint each); a write that
// fails (a duplicate key) rolls back alone and gets its own error; hot rows are counted exactly.
TEST_P(Batching, EachWriteOnceAFailureAloneAndHotRowsExact) {
  auto db = open_engine(GetParam(), "batching");
  if (!db) GTEST_SKIP() << "no PostgreSQL (run under scripts/with-postgres.sh)";
  const std::string t = "batch_t_" + std::to_string(getpid()),
                    hot = "batch_hot_" + std::to_string(getpid());
  db->write([&](soci::session& s) {
    s << "DROP TABLE IF EXISTS " + t;
    s << "DROP TABLE IF EXISTS " + hot;
    s << "CREATE TABLE " + t + " (k INTEGER PRIMARY KEY)";
    s << "CREATE TABLE " + hot + " (id INTEGER PRIMARY KEY, n INTEGER NOT NULL)";
    s << "INSERT INTO " + hot + " (id, n) VALUES (1, 0)";
  });
  std::atomic<int> failures{0};
  std::vector<std::thread> threads;
  threads.reserve(8);
  for (int i = 0; i < 8; ++i)
    threads.emplace_back([&, i] {
      for (int j = 0; j < 25; ++j) {
        int k = i * 100 + j;
        db->write([&](soci::session& s) {
          exec(s, "INSERT INTO " + t + " (k) VALUES (:k)", {k});
          exec(s, "UPDATE " + hot + " SET n = n + 1 WHERE id = 1", {});
        });
        try {  // the same key again: fails alone, its hot-row update rolled back with it
          db->write([&](soci::session& s) {
            exec(s, "UPDATE " + hot + " SET n = n + 1 WHERE id = 1", {});
            exec(s, "INSERT INTO " + t + " (k) VALUES (:k)", {k});
          });
        } catch (const soci::soci_error&) {
          ++failures;
        }
      }
    });
  for (auto& th : threads) th.join();
  EXPECT_EQ(count(*db, t), 200);
  EXPECT_EQ(failures.load(), 200);
  auto n = db->read([&](soci::session& s) { return query_row(s, "SELECT n FROM " + hot, {}); });
  EXPECT_EQ((*n)[0], "200");
  db->write([&](soci::session& s) {
    s << "DROP TABLE " + t;
    s << "DROP TABLE " + hot;
  });
}

// db::attempt keeps the rest of the transaction when its part fails; query_rows reads all rows.
TEST_P(Batching, AttemptRollsBackOnlyItsPartAndQueryRowsReadsEveryRow) {
  auto db = open_engine(GetParam(), "attempt");
  if (!db) GTEST_SKIP() << "no PostgreSQL (run under scripts/with-postgres.sh)";
  const std::string t = "attempt_t_" + std::to_string(getpid());
  auto error = db->write([&](soci::session& s) {
    s << "DROP TABLE IF EXISTS " + t;
    s << "CREATE TABLE " + t + " (k INTEGER PRIMARY KEY, v TEXT)";
    exec(s, "INSERT INTO " + t + " (k, v) VALUES (1, 'kept')", {});
    return attempt(s, [&] {
      exec(s, "INSERT INTO " + t + " (k, v) VALUES (2, 'gone')", {});
      exec(s, "INSERT INTO " + t + " (k, v) VALUES (1, 'duplicate')", {});
    });
  });
  EXPECT_TRUE(error);
  auto rows = db->read(
      [&](soci::session& s) { return query_rows(s, "SELECT k, v FROM " + t + " ORDER BY k", {}); });
  ASSERT_EQ(rows.size(), 1u);
  EXPECT_EQ(rows[0], (std::vector<std::string>{"1", "kept"}));
  db->write([&](soci::session& s) {
    exec(s, "INSERT INTO " + t + " (k, v) VALUES (2, NULL), (3, 'three')", {});
    EXPECT_FALSE(attempt(s, [&] { exec(s, "INSERT INTO " + t + " (k, v) VALUES (4, 'x')", {}); }));
  });
  rows = db->read([&](soci::session& s) {
    return query_rows(s, "SELECT k, v FROM " + t + " WHERE k >= :a ORDER BY k", {2});
  });
  ASSERT_EQ(rows.size(), 3u);
  EXPECT_EQ(rows[0], (std::vector<std::string>{"2", ""}));
  EXPECT_EQ(rows[2], (std::vector<std::string>{"4", "x"}));
  db->write([&](soci::session& s) { s << "DROP TABLE " + t; });
}

// PostgreSQL: a write that loses a deadlock to another server's transaction answers 503
// (retry with the same Idempotency-Key), not 500; the other transaction goes on.
TEST(BatchingPostgres, DeadlockedWriteAnswersUnavailable) {
  auto db = open_engine("postgresql", "deadlock");
  if (!db) GTEST_SKIP() << "no PostgreSQL (run under scripts/with-postgres.sh)";
  const std::string t = "deadlock_t_" + std::to_string(getpid());
  db->write([&](soci::session& s) {
    s << "DROP TABLE IF EXISTS " + t;
    s << "CREATE TABLE " + t + " (k TEXT PRIMARY KEY, v INTEGER NOT NULL)";
    s << "INSERT INTO " + t + " (k, v) VALUES ('a', 0), ('b', 0)";
  });
  soci::session other("postgresql", pg_url(std::getenv("AQUA_TEST_PG_ADMIN_URL")));
  other << "BEGIN";
  other << "SET LOCAL deadlock_timeout = '20s'";  // the writer's check finds the cycle
  other << "UPDATE " + t + " SET v = v + 1 WHERE k = 'b'";
  int status = 0;
  std::thread writer([&] {
    try {
      db->write([&](soci::session& s) {
        exec(s, "UPDATE " + t + " SET v = v + 1 WHERE k = 'a'", {});
        exec(s, "UPDATE " + t + " SET v = v + 1 WHERE k = 'b'", {});  // waits for `other`
      });
    } catch (const ApiError& e) {
      status = e.status;
    } catch (...) {
      status = -1;
    }
  });
  std::this_thread::sleep_for(std::chrono::milliseconds(300));
  other << "UPDATE " + t + " SET v = v + 1 WHERE k = 'a'";  // a cycle: the writer gives way
  other << "COMMIT";
  writer.join();
  EXPECT_EQ(status, 503);
  auto rows = db->read(
      [&](soci::session& s) { return query_rows(s, "SELECT k, v FROM " + t + " ORDER BY k", {}); });
  EXPECT_EQ(rows, (std::vector<std::vector<std::string>>{{"a", "1"}, {"b", "1"}}));
  db->write([&](soci::session& s) { s << "DROP TABLE " + t; });
}

INSTANTIATE_TEST_SUITE_P(Engines, Batching, ::testing::Values("sqlite", "postgresql"));

}  // namespace
}  // namespace aqua::db

// db::exec_deferred on both engines: statements that wait on the connection and go
// out with the next one that needs an answer. They run in order, a later query or SOCI
// statement sees them, and one that fails fails its own write alone, even as its last
// statement. The PostgreSQL cases run under scripts/with-postgres.sh, else skip.
#include <gtest/gtest.h>
#include <soci/postgresql/soci-postgresql.h>
#include <unistd.h>

#include <cstdlib>
#include <thread>

#include "db/attempt.hpp"
#include "db/database.hpp"
#include "db/prepared.hpp"
#include "db/testing.hpp"

namespace aqua::db {
namespace {

class Deferred : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    db = open_engine(GetParam(), "deferred");
    if (!db) GTEST_SKIP() << "no PostgreSQL (run under scripts/with-postgres.sh)";
    t = "deferred_t_" + std::to_string(getpid());
    db->write([&](soci::session& s) {
      s << "DROP TABLE IF EXISTS " + t;
      s << "CREATE TABLE " + t + " (k INTEGER PRIMARY KEY, v TEXT)";
    });
  }
  void TearDown() override {
    if (db) db->write([&](soci::session& s) { s << "DROP TABLE " + t; });
  }
  std::vector<std::vector<std::string>> rows() {
    return db->read([&](soci::session& s) {
      return query_rows(s, "SELECT k, v FROM " + t + " ORDER BY k", {});
    });
  }
  std::string insert() const { return "INSERT INTO " + t + " (k, v) VALUES (:k, :v)"; }
  std::unique_ptr<Database> db;
  std::string t;
};

TEST_P(Deferred, RunInOrderAndAreSeenByLaterQueriesAndSociStatements) {
  db->write([&](soci::session& s) {
    std::string text = "one";  // the value is copied: the string may be gone when it is sent
    exec_deferred(s, insert(), {1, text});
    text = "changed";
    exec_deferred(s, "UPDATE " + t + " SET v = v || :x WHERE k = :k", {"+", 1});
    auto row = query_row(s, "SELECT v FROM " + t + " WHERE k = :k", {1});
    ASSERT_TRUE(row);
    EXPECT_EQ((*row)[0], "one+");
    exec_deferred(s, insert(), {2, Param::null()});
    int n = 0;
    s << "SELECT COUNT(*) FROM " + t, soci::into(n);  // a SOCI statement flushes them first
    EXPECT_EQ(n, 2);
    exec_deferred(s, insert(), {3, "last"});  // sent by the writer's flush at the end
  });
  EXPECT_EQ(rows(),
            (std::vector<std::vector<std::string>>{{"1", "one+"}, {"2", ""}, {"3", "last"}}));
}

// Many writes at once share transactions: the one whose deferred insert fails (its last
// statement) gets the error; the others commit, and nothing of the failed one stays.
TEST_P(Deferred, AFailureFailsItsOwnWriteOnly) {
  db->write([&](soci::session& s) { exec(s, insert(), {0, "taken"}); });
  std::vector<std::thread> threads;
  std::vector<int> failed(20, -1);
  threads.reserve(20);
  for (int i = 0; i < 20; ++i)
    threads.emplace_back([&, i] {
      try {
        db->write([&](soci::session& s) {
          exec_deferred(s, insert(), {100 + i, "mine"});
          exec_deferred(s, insert(), {i % 5 == 0 ? 0 : 200 + i, "second"});  // 0: a duplicate
        });
        failed[i] = 0;
      } catch (const soci::soci_error&) {
        failed[i] = 1;
      }
    });
  for (auto& th : threads) th.join();
  for (int i = 0; i < 20; ++i) EXPECT_EQ(failed[i], i % 5 == 0 ? 1 : 0) << i;
  EXPECT_EQ(rows().size(), 1u + 16 * 2);
}

// A failing deferred statement reports the server's SQLSTATE (a unique violation here), and
// the connection is usable after it.
TEST_P(Deferred, ErrorCarriesTheServersStateAndTheConnectionGoesOn) {
  try {
    db->write([&](soci::session& s) {
      exec_deferred(s, insert(), {1, "a"});
      exec_deferred(s, insert(), {1, "b"});
      exec_deferred(s, insert(), {2, "skipped after the failure"});
      flush(s);
    });
    ADD_FAILURE() << "the duplicate was accepted";
  } catch (const soci::postgresql_soci_error& e) {
    EXPECT_EQ(e.sqlstate(), "23505");
  } catch (const soci::soci_error& e) {
    EXPECT_EQ(GetParam(), "sqlite") << e.what();
  }
  EXPECT_TRUE(rows().empty());
  db->write([&](soci::session& s) { exec_deferred(s, insert(), {5, "after"}); });
  EXPECT_EQ(rows(), (std::vector<std::vector<std::string>>{{"5", "after"}}));
}

// db::attempt: a deferred insert inside it that fails is undone with its part; a write that
// throws with statements still waiting leaves nothing behind.
TEST_P(Deferred, AttemptAndThrownWritesUndoWhatWaited) {
  auto error = db->write([&](soci::session& s) {
    exec_deferred(s, insert(), {1, "kept"});
    return attempt(s, [&] {
      exec_deferred(s, insert(), {2, "gone"});
      exec_deferred(s, insert(), {1, "duplicate"});
    });
  });
  EXPECT_TRUE(error);
  EXPECT_THROW(db->write([&](soci::session& s) {
    exec_deferred(s, insert(), {7, "never"});
    throw std::runtime_error("refused");
  }),
               std::runtime_error);
  EXPECT_THROW(db->write([&](soci::session& s) {
    auto e = attempt(s, [&] {
      exec_deferred(s, insert(), {8, "never"});
      throw std::runtime_error("refused inside");
    });
    exec_deferred(s, insert(), {9, "undone with the write"});
    if (e) std::rethrow_exception(e);
  }),
               std::runtime_error);
  EXPECT_EQ(rows(), (std::vector<std::vector<std::string>>{{"1", "kept"}}));
}

TEST_P(Deferred, ALaterQueryIsAnsweredInOrderWithTheNextStatement) {
  db->write([&](soci::session& s) {
    exec_deferred(s, insert(), {1, "one"});
    auto before = query_later(s, "SELECT v FROM " + t + " WHERE k = :k", {2});
    auto one = query_later(s, "SELECT k, v FROM " + t + " ORDER BY k", {});
    exec(s, insert(), {2, "two"});  // both queries went with this, ahead of it
    EXPECT_TRUE(before.rows(s).empty());
    EXPECT_EQ(one.rows(s), (std::vector<std::vector<std::string>>{{"1", "one"}}));
    auto alone = query_later(s, "SELECT COUNT(*) FROM " + t, {});
    EXPECT_EQ(alone.rows(s), (std::vector<std::vector<std::string>>{{"2"}}));  // sent by rows()
  });
}

TEST_P(Deferred, ADuplicateKeyIsToldApartFromOtherErrors) {
  auto error_of = [&](const std::string& sql, const std::vector<Param>& params) {
    try {
      db->write([&](soci::session& s) { exec_deferred(s, sql, params); });
    } catch (const soci::soci_error& e) {
      return is_unique_violation(e) ? std::string("duplicate") : std::string("other");
    }
    return std::string("none");
  };
  EXPECT_EQ(error_of(insert(), {1, "one"}), "none");
  EXPECT_EQ(error_of(insert(), {1, "again"}), "duplicate");
  EXPECT_EQ(error_of("INSERT INTO " + t + " (k, v) VALUES (3, CAST(:v AS INTEGER) / 0)", {"1"}),
            GetParam() == "sqlite" ? "none" : "other");  // SQLite: NULL, PostgreSQL: 22012
  EXPECT_EQ(error_of("INSERT INTO no_such_table_here (k) VALUES (1)", {}), "other");
}

INSTANTIATE_TEST_SUITE_P(Engines, Deferred, ::testing::Values("sqlite", "postgresql"));

}  // namespace
}  // namespace aqua::db

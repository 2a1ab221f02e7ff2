#include "db/checkpointer.hpp"

#include <gtest/gtest.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <string>
#include <thread>

namespace aqua::db {
namespace {

struct WalFile {
  std::string path;
  std::string connection;
  soci::session writer;
  explicit WalFile(const std::string& name)
      : path(::testing::TempDir() + "/aqua-ckpt-" + name + ".db"),
        connection("db=" + path + " timeout=10") {
    std::remove(path.c_str());
    std::remove((path + "-wal").c_str());
    writer.open(soci::sqlite3, connection);
    writer << "PRAGMA journal_mode=WAL";
    writer << "CREATE TABLE t (id INTEGER PRIMARY KEY, v BLOB)";
  }
  // One commit of about one 4 KiB page of new data.
  void commit_a_page() {
    writer << "BEGIN";
    writer << "INSERT INTO t (v) VALUES (randomblob(4000))";
    writer << "COMMIT";
  }
  std::uintmax_t wal_bytes() const { return std::filesystem::file_size(path + "-wal"); }
};

TEST(Checkpointer, PastTheSoftLimitTheThreadCheckpointsNotTheWriter) {
  WalFile f("soft");
  Checkpointer c(f.writer, f.connection, "FULL", {20, 1000000});
  for (int i = 0; i < 30; ++i) f.commit_a_page();
  for (int i = 0; i < 500 && c.background_checkpoints() == 0; ++i)
    std::this_thread::sleep_for(std::chrono::milliseconds(10));
  EXPECT_GE(c.background_checkpoints(), 1);
  EXPECT_EQ(c.inline_checkpoints(), 0);
  int rows = 0;
  f.writer << "SELECT count(*) FROM t", soci::into(rows);
  EXPECT_EQ(rows, 30);
}

// The thread's checkpoint never ends while commits go on; once it is nearly done the
// writer copies the last frames itself, so the WAL can start over.
TEST(Checkpointer, AfterACommitTheWriterWakesTheThreadOrFinishesItsCopy) {
  using Step = Checkpointer::Step;
  Checkpointer::Limits l{4000, 40000};
  EXPECT_EQ(Checkpointer::after_commit(3999, 0, l), Step::none);
  EXPECT_EQ(Checkpointer::after_commit(4000, 0, l), Step::wake);
  EXPECT_EQ(Checkpointer::after_commit(9000, 7999, l), Step::wake);    // 1,001 left to copy
  EXPECT_EQ(Checkpointer::after_commit(9000, 8000, l), Step::finish);  // 1,000 left
  EXPECT_EQ(Checkpointer::after_commit(4000, 4000, l), Step::finish);
  EXPECT_EQ(Checkpointer::after_commit(40000, 0, l), Step::hard);
  EXPECT_EQ(Checkpointer::after_commit(40000, 40000, l), Step::hard);
}

// SQLite's own automatic checkpoint (1000 frames) would let this WAL reach about 2 MB.
TEST(Checkpointer, PastTheHardLimitTheWriterKeepsTheWalBounded) {
  WalFile f("hard");
  Checkpointer c(f.writer, f.connection, "FULL", {1000000, 40});
  for (int i = 0; i < 400; ++i) f.commit_a_page();
  EXPECT_GE(c.inline_checkpoints(), 1);
  EXPECT_EQ(c.background_checkpoints(), 0);
  EXPECT_LT(f.wal_bytes(), 60u * 4120);
}

TEST(Checkpointer, UnhooksTheWriterWhenItGoes) {
  WalFile f("gone");
  { Checkpointer c(f.writer, f.connection, "FULL", {5, 10}); }
  for (int i = 0; i < 20; ++i) f.commit_a_page();  // no hook left pointing at c
  int rows = 0;
  f.writer << "SELECT count(*) FROM t", soci::into(rows);
  EXPECT_EQ(rows, 20);
}

}  // namespace
}  // namespace aqua::db

// SQLite WAL checkpoints off the writer thread (issue 15, order placement).
//
// SQLite's automatic checkpoint runs inside the COMMIT that crosses wal_autocheckpoint: the
// one writer thread then copies the whole WAL into the database file and syncs it while
// every queued write waits (a p99 spike, and up to a third of the writer's time). The
// Checkpointer replaces it with a WAL hook on the writer's connection: past `soft_frames`
// the hook only wakes a thread that runs a PASSIVE checkpoint on its own connection, beside
// the writer and the readers. Past `hard_frames` (the thread cannot keep up) the writer
// checkpoints inline as SQLite would, so the WAL stays bounded.
#pragma once
#include <soci/soci.h>

#include <atomic>
#include <condition_variable>
#include <mutex>
#include <string>
#include <thread>

namespace aqua::db {

class Checkpointer {
 public:
  struct Limits {
    int soft_frames = 16000;  // 64 MiB of 4 KiB pages: wake the checkpoint thread
    int hard_frames = 64000;  // 256 MiB: the writer checkpoints itself
  };
  // `connection` is a SOCI sqlite3 connection string for the thread's own session;
  // `synchronous` as the writer's. The hook goes on `writer`, which must outlive this.
  Checkpointer(soci::session& writer, const std::string& connection, const std::string& synchronous,
               Limits limits);
  ~Checkpointer();  // unhooks the writer, then stops the thread
  Checkpointer(const Checkpointer&) = delete;
  Checkpointer& operator=(const Checkpointer&) = delete;

  long long background_checkpoints() const { return background_.load(); }
  long long inline_checkpoints() const { return inline_.load(); }

 private:
  static int on_commit(void* self, void* db, const char* name, int frames);
  void loop();

  soci::session& writer_;
  soci::session own_;
  Limits limits_;
  std::mutex mutex_;
  std::condition_variable cv_;
  bool wanted_ = false, stopping_ = false;
  std::atomic<long long> background_{0}, inline_{0};
  std::thread thread_;
};

}  // namespace aqua::db

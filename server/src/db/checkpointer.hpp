// SQLite WAL checkpoints off the writer thread (order placement).
//
// SQLite's automatic checkpoint runs inside the COMMIT that crosses wal_autocheckpoint: the
// one writer thread then copies the whole WAL into the database file and syncs it while
// every queued write waits (a spike in every queued request's latency). The
// Checkpointer replaces it with a WAL hook on the writer's connection: past `soft_frames`
// the hook only wakes a thread that runs a PASSIVE checkpoint on its own connection, beside
// the writer and the readers. While writes keep coming that checkpoint never quite ends,
// and only a finished checkpoint lets the WAL start over: so once the thread has copied all
// but a quarter of `soft_frames`, the writer copies the rest itself (no more than SQLite's
// own checkpoint would) and the next commit restarts the WAL. Past `hard_frames` (the
// thread cannot keep up) the writer checkpoints inline as SQLite would.
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
    int soft_frames = 4000;   // 16 MiB of 4 KiB pages: wake the checkpoint thread
    int hard_frames = 40000;  // 160 MiB: the writer checkpoints itself
  };
  // What the writer does after a commit that left `frames` in the WAL, of which the thread
  // has copied `backfilled`: nothing, wake the thread, finish the copy itself, or (past
  // hard_frames) checkpoint as SQLite would.
  enum class Step { none, wake, finish, hard };
  static Step after_commit(int frames, int backfilled, Limits limits);

  // `connection` is a SOCI sqlite3 connection string for the thread's own session;
  // `synchronous` as the writer's. The hook goes on `writer`, which must outlive this.
  Checkpointer(soci::session& writer, const std::string& connection, const std::string& synchronous,
               Limits limits);
  ~Checkpointer();  // unhooks the writer, then stops the thread
  Checkpointer(const Checkpointer&) = delete;
  Checkpointer& operator=(const Checkpointer&) = delete;

  long long background_checkpoints() const { return background_.load(); }
  long long inline_checkpoints() const { return inline_.load(); }  // past hard_frames

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
  std::atomic<int> backfilled_{0};  // frames the thread has copied into the database
  std::thread thread_;
};

}  // namespace aqua::db

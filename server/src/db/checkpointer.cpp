#include "db/checkpointer.hpp"

#include <soci/sqlite3/soci-sqlite3.h>
#include <spdlog/spdlog.h>

#include "core/thread_name.hpp"

namespace aqua::db {

using namespace sqlite_api;  // soci-sqlite3.h includes sqlite3.h inside this namespace

namespace {

sqlite3* handle(soci::session& s) {
  return static_cast<soci::sqlite3_session_backend*>(s.get_backend())->conn_;
}

// A PASSIVE checkpoint never waits for readers or the writer: it copies what it can now.
// SQLITE_BUSY (another checkpoint is running) is no error. Returns the frames copied so far.
int checkpoint(sqlite3* db, const char* where) {
  int log = 0, copied = 0;
  int rc = sqlite3_wal_checkpoint_v2(db, nullptr, SQLITE_CHECKPOINT_PASSIVE, &log, &copied);
  if (rc != SQLITE_OK && rc != SQLITE_BUSY)
    spdlog::warn("WAL checkpoint ({}) failed: {}", where, sqlite3_errmsg(db));
  return rc == SQLITE_OK ? copied : 0;
}

}  // namespace

Checkpointer::Checkpointer(soci::session& writer, const std::string& connection,
                           const std::string& synchronous, Limits limits)
    : writer_(writer), own_(soci::sqlite3, connection), limits_(limits) {
  own_ << "PRAGMA synchronous=" + synchronous;
  own_ << "PRAGMA busy_timeout=10000";
  thread_ = std::thread([this] { loop(); });
  // Replaces SQLite's own automatic checkpoint, which is a WAL hook too.
  sqlite3_wal_hook(
      handle(writer_),
      [](void* self, sqlite3* db, const char* name, int frames) {
        return on_commit(self, db, name, frames);
      },
      this);
}

Checkpointer::~Checkpointer() {
  sqlite3_wal_hook(handle(writer_), nullptr, nullptr);
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  cv_.notify_one();
  thread_.join();
}

Checkpointer::Step Checkpointer::after_commit(int frames, int backfilled, Limits limits) {
  if (frames >= limits.hard_frames) return Step::hard;
  if (frames < limits.soft_frames) return Step::none;
  // The thread has copied all but a quarter of soft_frames: the writer ends it, cheaply.
  if (backfilled >= frames - limits.soft_frames / 4) return Step::finish;
  return Step::wake;
}

// On the writer thread, after each commit, with the WAL's length in frames.
int Checkpointer::on_commit(void* self, void* db, const char*, int frames) {
  auto* c = static_cast<Checkpointer*>(self);
  if (frames < c->backfilled_.load()) c->backfilled_.store(0);  // the WAL started over
  switch (after_commit(frames, c->backfilled_.load(), c->limits_)) {
    case Step::hard:
      checkpoint(static_cast<sqlite3*>(db), "writer");
      c->backfilled_.store(0);
      c->inline_.fetch_add(1);
      break;
    case Step::finish:
      checkpoint(static_cast<sqlite3*>(db), "writer");
      c->backfilled_.store(0);
      break;
    case Step::wake: {
      std::lock_guard lock(c->mutex_);
      c->wanted_ = true;
      c->cv_.notify_one();
      break;
    }
    case Step::none:
      break;
  }
  return SQLITE_OK;
}

void Checkpointer::loop() {
  name_this_thread("aqua-checkpoint");
  for (;;) {
    {
      std::unique_lock lock(mutex_);
      cv_.wait(lock, [this] { return wanted_ || stopping_; });
      if (stopping_) return;
      wanted_ = false;
    }
    backfilled_.store(checkpoint(handle(own_), "background"));
    background_.fetch_add(1);
  }
}

}  // namespace aqua::db

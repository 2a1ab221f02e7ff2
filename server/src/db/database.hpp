// Database access for every feature: SOCI sessions for SQLite (embedded default) or
// PostgreSQL, with one rule for writes on both engines: they all queue on ONE writer
// connection that commits them in groups (SQLite: WAL mode; readers use their own pooled
// connections on both engines).
#pragma once
#include <soci/soci.h>

#include <condition_variable>
#include <cstdint>
#include <deque>
#include <exception>
#include <functional>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include "db/checkpointer.hpp"

namespace aqua::db {

enum class Kind { sqlite, postgresql };

struct Options {
  std::string url;          // "postgresql://…" or empty for SQLite
  std::string sqlite_path;  // used when url is empty
  std::string sqlite_synchronous = "FULL";
  std::size_t pool_size = 4;
  Checkpointer::Limits wal_checkpoint;  // SQLite: WAL checkpoints beside the writer
};

// Checks a postgresql://user:pass@host:port/dbname?sslmode=… URL (postgres:// too) and adds
// connect_timeout=3 unless it names one. libpq takes the URL as it is (also through SOCI).
// Throws std::invalid_argument.
std::string pg_url(const std::string& url);

class Database {
 public:
  explicit Database(const Options& opts);
  ~Database();

  Kind kind() const { return kind_; }

  // Runs in every group-commit transaction after its writes, just before the COMMIT (outside
  // every write's savepoint): work done once per batch instead of once per write. Register
  // before writes start; a hook that throws fails the whole batch.
  void before_commit(std::function<void(soci::session&)> hook) {
    std::lock_guard lock(writer_mutex_);
    before_commit_.push_back(std::move(hook));
  }
  const char* kind_name() const { return kind_ == Kind::sqlite ? "sqlite" : "postgresql"; }

  // Runs f(session) on a reader connection.
  template <class F>
  auto read(F&& f) {
    Lease lease(*this);
    return guarded(lease.session(), [&] { return f(lease.session()); });
  }

  // Runs f(session) inside one transaction on the writer; commits if f returns normally
  // and returns once the commit is durable. Writes from many threads are grouped (both
  // engines): the one writer thread runs each in its own SAVEPOINT inside a shared
  // transaction and commits them together, so one fsync (one WAL flush on PostgreSQL) serves
  // many orders and hot rows (rate limits, day totals) never wait on another transaction's
  // lock in this process. A write that throws rolls back only itself and gets its own error.
  template <class F>
  auto write(F&& f) {
    using R = decltype(f(*writer_));
    if (std::this_thread::get_id() == writer_thread_id_) return f(*writer_);  // nested
    if constexpr (std::is_void_v<R>) {
      submit([&](soci::session& s) { f(s); });
      return;
    } else {
      std::optional<R> out;
      submit([&](soci::session& s) { out.emplace(f(s)); });
      return std::move(*out);
    }
  }

 private:
  class Lease {
   public:
    explicit Lease(Database& db) : db_(db), pos_(db.pool_->lease()) {}
    ~Lease() { db_.pool_->give_back(pos_); }
    soci::session& session() { return db_.pool_->at(pos_); }

   private:
    Database& db_;
    std::size_t pos_;
  };

  void configure_sqlite(soci::session& s, bool writer);

  struct Job {
    std::function<void(soci::session&)> run;
    std::exception_ptr error;
    bool done = false;
    std::condition_variable cv;  // its submitter waits on it (under writer_mutex_)
  };
  void submit(std::function<void(soci::session&)> run);  // blocks until committed
  void writer_loop();
  void run_batch(const std::vector<Job*>& batch,
                 const std::vector<std::function<void(soci::session&)>>& hooks);
  // A batch that failed as a whole is rolled back (or its connection closed when it cannot go
  // on); returns the error its writes get.
  std::exception_ptr undo_batch(soci::session& s, const std::exception_ptr& error);

  // PostgreSQL can go away and come back: a broken connection is reopened on its next use,
  // and while the server is down callers get ApiError 503 at once instead of hanging.
  template <class G>
  auto guarded(soci::session& s, G&& g) {
    if (kind_ == Kind::postgresql) ensure_connected(s);
    try {
      return g();
    } catch (const soci::soci_error&) {
      if (kind_ == Kind::postgresql && !connection_ok(s)) throw_unavailable();
      throw;
    }
  }
  void ensure_connected(soci::session& s);
  static bool connection_ok(soci::session& s);
  // Closes a writer connection that cannot go on (a pipeline broken half-way leaves the
  // socket open with its transaction): the server ends the transaction and frees its row
  // locks now, not when the next write reconnects.
  static void drop(soci::session& s);
  [[noreturn]] static void throw_unavailable();

  Kind kind_;
  Options opts_;
  std::unique_ptr<soci::connection_pool> pool_;
  std::unique_ptr<soci::session> writer_;
  std::unique_ptr<Checkpointer> checkpointer_;  // SQLite only; goes before writer_ closes
  std::mutex writer_mutex_;
  std::condition_variable writer_cv_;
  std::deque<Job*> queue_;
  std::vector<std::function<void(soci::session&)>> before_commit_;
  bool stopping_ = false;
  std::thread writer_thread_;
  std::thread::id writer_thread_id_;
};

}  // namespace aqua::db

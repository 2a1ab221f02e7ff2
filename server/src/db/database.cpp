#include "db/database.hpp"

#include <libpq-fe.h>
#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>
#include <spdlog/spdlog.h>

#include <mutex>

#include <boost/url/parse.hpp>
#include <boost/url/url.hpp>

#include "core/api_error.hpp"
#include "core/thread_name.hpp"
#include "db/prepared.hpp"

namespace aqua::db {

std::string pg_url(const std::string& url) {
  auto parsed = boost::urls::parse_uri(url);
  if (!parsed || (parsed->scheme() != "postgresql" && parsed->scheme() != "postgres"))
    throw std::invalid_argument("not a postgresql:// URL");
  boost::urls::url u(*parsed);
  // Fail fast when the server is unreachable: a request should get 503, not hang.
  if (!u.params().contains("connect_timeout")) u.params().append({"connect_timeout", "3"});
  return std::string(u.buffer());
}

namespace {

// Process-wide SQLite settings, before the first connection opens (later calls are refused
// by SQLite and change nothing): no allocation statistics, which take a global mutex on
// every malloc.
void configure_sqlite_library() {
  static std::once_flag once;
  std::call_once(once, [] { sqlite_api::sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0); });
}

}  // namespace

Database::Database(const Options& opts) : opts_(opts) {
  kind_ = opts.url.rfind("postgres", 0) == 0 ? Kind::postgresql : Kind::sqlite;
  std::size_t n = std::max<std::size_t>(1, opts.pool_size);
  pool_ = std::make_unique<soci::connection_pool>(n);
  if (kind_ == Kind::postgresql) {
    writer_ = std::make_unique<soci::session>(soci::postgresql, pg_url(opts.url));
    flush_before_soci(*writer_);
    for (std::size_t i = 0; i < n; ++i) {
      pool_->at(i).open(soci::postgresql, pg_url(opts.url));
      flush_before_soci(pool_->at(i));
    }
    writer_thread_ = std::thread([this] { writer_loop(); });
    writer_thread_id_ = writer_thread_.get_id();
    spdlog::info("database: PostgreSQL, one writer and a pool of {}", n);
    return;
  }
  configure_sqlite_library();
  std::string conn = "db=" + opts.sqlite_path + " timeout=10";
  writer_ = std::make_unique<soci::session>(soci::sqlite3, conn);
  configure_sqlite(*writer_, true);
  checkpointer_ =
      std::make_unique<Checkpointer>(*writer_, conn, opts.sqlite_synchronous, opts.wal_checkpoint);
  for (std::size_t i = 0; i < n; ++i) {
    pool_->at(i).open(soci::sqlite3, conn);
    configure_sqlite(pool_->at(i), false);
  }
  writer_thread_ = std::thread([this] { writer_loop(); });
  writer_thread_id_ = writer_thread_.get_id();
  spdlog::info("database: SQLite at {} (WAL, synchronous={})", opts.sqlite_path,
               opts.sqlite_synchronous);
}

Database::~Database() {
  if (writer_thread_.joinable()) {
    {
      std::lock_guard lock(writer_mutex_);
      stopping_ = true;
    }
    writer_cv_.notify_all();
    writer_thread_.join();
  }
  checkpointer_.reset();
  // Kept statements go before their connections close.
  if (writer_) forget(*writer_);
  for (std::size_t i = 0; i < std::max<std::size_t>(1, opts_.pool_size); ++i) forget(pool_->at(i));
}

void Database::submit(std::function<void(soci::session&)> run) {
  Job job{std::move(run), nullptr, false, {}};
  std::unique_lock lock(writer_mutex_);
  queue_.push_back(&job);
  writer_cv_.notify_one();
  job.cv.wait(lock, [&] { return job.done; });
  if (job.error) std::rethrow_exception(job.error);
}

void Database::writer_loop() {
  name_this_thread("aqua-writer");
  for (;;) {
    std::vector<Job*> batch;
    std::vector<std::function<void(soci::session&)>> hooks;
    {
      std::unique_lock lock(writer_mutex_);
      writer_cv_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty() && stopping_) return;
      while (!queue_.empty() && batch.size() < 64) {
        batch.push_back(queue_.front());
        queue_.pop_front();
      }
      hooks = before_commit_;  // registered from other threads under this lock
    }
    run_batch(batch, hooks);
    // Each waiter has its own condition: a batch wakes exactly its own requests.
    std::lock_guard lock(writer_mutex_);
    for (auto* job : batch) {
      job->done = true;
      job->cv.notify_one();  // under the lock: the waiter may return and free the job at once
    }
  }
}

namespace {

// Another server's transaction won a lock race (deadlock, 40P01) or a serialization check
// (40001): the write did nothing and may be sent again as it was, so it answers 503 (the web
// app then retries with the same Idempotency-Key), not 500.
std::exception_ptr retryable_as_unavailable(std::exception_ptr e) {
  try {
    std::rethrow_exception(e);
  } catch (const soci::postgresql_soci_error& pe) {
    if (auto state = pe.sqlstate(); state == "40P01" || state == "40001")
      return std::make_exception_ptr(ApiError::unavailable());
  } catch (...) {
  }
  return e;
}

}  // namespace

// One transaction: a SAVEPOINT per job, one COMMIT. A job that throws rolls back to its
// savepoint and keeps its error; the others commit. If the COMMIT itself fails (or the
// PostgreSQL connection is lost), every job that had succeeded gets that error: nothing of
// the batch was acknowledged, so nothing acknowledged is lost. A job alone in its batch needs
// no savepoint (two statements fewer), and a batch whose jobs all failed is rolled back
// instead of committed. On PostgreSQL BEGIN, SAVEPOINT and RELEASE wait with the job's
// deferred inserts (db::exec_deferred) and go with its next statement that needs an answer;
// each job ends with a flush, so a deferred insert that fails fails its own job.
void Database::run_batch(const std::vector<Job*>& batch,
                         const std::vector<std::function<void(soci::session&)>>& hooks) {
  auto& s = *writer_;
  const bool pg = kind_ == Kind::postgresql, lone = batch.size() == 1;
  auto control = [&](const char* sql) {
    if (pg)
      exec_deferred(s, sql, {});
    else
      s << sql;
  };
  std::exception_ptr batch_error;
  try {
    if (pg) ensure_connected(s);
    // SQLite IMMEDIATE: take the write lock now, so a batch never upgrades a read snapshot.
    control(pg ? "BEGIN" : "BEGIN IMMEDIATE");
    bool any_ok = false;
    for (auto* job : batch) {
      if (!lone) control("SAVEPOINT job");
      try {
        job->run(s);
        if (!lone) control("RELEASE job");
        flush(s);
        any_ok = true;
      } catch (...) {
        job->error =
            pg ? retryable_as_unavailable(std::current_exception()) : std::current_exception();
        if (pg && !connection_ok(s)) throw_unavailable();
        try {  // what the job left waiting is sent (and undone below) before the rollback
          flush(s);
        } catch (const soci::soci_error&) {
        }
        if (!lone) {
          s << "ROLLBACK TO job";
          s << "RELEASE job";
        }
      }
    }
    if (any_ok) {
      for (const auto& hook : hooks) hook(s);
      s << "COMMIT";
    } else {
      s << "ROLLBACK";
    }
  } catch (...) {
    batch_error = undo_batch(s, std::current_exception());
  }
  if (batch_error)
    for (auto* job : batch)
      if (!job->error || (pg && !connection_ok(s))) job->error = batch_error;
}

std::exception_ptr Database::undo_batch(soci::session& s, const std::exception_ptr& error) {
  const bool pg = kind_ == Kind::postgresql;
  if (pg && !connection_ok(s)) {
    drop(s);
    return std::make_exception_ptr(ApiError::unavailable());
  }
  bool rolled_back = true;
  try {
    try {  // a deferred statement that fails must not keep the ROLLBACK from running
      flush(s);
    } catch (const soci::soci_error&) {
    }
    s << "ROLLBACK";
  } catch (...) {
    rolled_back = false;
  }
  if (!pg) return error;
  if (!rolled_back || !connection_ok(s)) {  // its transaction may still hold locks
    drop(s);
    return std::make_exception_ptr(ApiError::unavailable());
  }
  return retryable_as_unavailable(error);
}

bool Database::connection_ok(soci::session& s) {
  // Only called for PostgreSQL sessions (SOCI does not export the backend's typeinfo).
  auto* backend = static_cast<soci::postgresql_session_backend*>(s.get_backend());
  // A connection left in pipeline mode (a db::exec_deferred pipeline broken half-way) fails
  // every later statement: it counts as lost and is reopened.
  return backend && backend->conn_ && PQstatus(backend->conn_) == CONNECTION_OK &&
         PQpipelineStatus(backend->conn_) == PQ_PIPELINE_OFF;
}

void Database::drop(soci::session& s) {
  if (!s.get_backend()) return;
  forget(s);  // its kept statements go with it
  try {
    s.close();
  } catch (const std::exception& e) {
    spdlog::warn("closing a broken database connection: {}", e.what());
  }
  spdlog::warn("database connection closed after a failed write; the next write reopens it");
}

void Database::ensure_connected(soci::session& s) {
  if (connection_ok(s)) return;
  try {
    s.reconnect();
  } catch (const std::exception& e) {
    spdlog::warn("database unavailable: {}", e.what());
    throw_unavailable();
  }
  if (!connection_ok(s)) throw_unavailable();
  spdlog::info("database connection re-established");
}

void Database::throw_unavailable() {
  throw ApiError::unavailable();
}

void Database::configure_sqlite(soci::session& s, bool writer) {
  if (writer) {
    s << "PRAGMA journal_mode=WAL";
    // The writer's page cache holds the hot index pages of a grown shop (32 MiB, not 2).
    s << "PRAGMA cache_size=-32768";
    // Statement journals (the undo of each queued write's SAVEPOINT in a batch) in memory:
    // spilled to a temporary file they wrote 3-4 times more than the WAL.
    s << "PRAGMA temp_store=MEMORY";
  }
  s << "PRAGMA synchronous=" + opts_.sqlite_synchronous;
  s << "PRAGMA foreign_keys=ON";
  s << "PRAGMA busy_timeout=10000";
}

}  // namespace aqua::db

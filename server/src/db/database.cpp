#include "db/database.hpp"

#include <libpq-fe.h>
#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>
#include <spdlog/spdlog.h>

#include "core/api_error.hpp"

namespace aqua::db {

namespace {
std::string url_decode(std::string_view s) {
  std::string out;
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '%' && i + 2 < s.size()) {
      out.push_back(static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16)));
      i += 2;
    } else {
      out.push_back(s[i]);
    }
  }
  return out;
}

std::string quote_value(const std::string& v) {
  std::string out = "'";
  for (char c : v) {
    if (c == '\\' || c == '\'') out.push_back('\\');
    out.push_back(c);
  }
  return out + "'";
}
}  // namespace

std::string pg_conninfo(const std::string& url) {
  std::string_view rest = url;
  for (std::string_view scheme : {"postgresql://", "postgres://"})
    if (rest.rfind(scheme, 0) == 0) rest.remove_prefix(scheme.size());
  if (rest.size() == url.size()) throw std::invalid_argument("not a postgresql:// URL");
  std::string_view query;
  if (auto q = rest.find('?'); q != std::string_view::npos) {
    query = rest.substr(q + 1);
    rest = rest.substr(0, q);
  }
  std::string_view dbname;
  if (auto slash = rest.find('/'); slash != std::string_view::npos) {
    dbname = rest.substr(slash + 1);
    rest = rest.substr(0, slash);
  }
  std::string out;
  auto add = [&out](const char* key, const std::string& value) {
    if (value.empty()) return;
    if (!out.empty()) out += ' ';
    out += std::string(key) + "=" + quote_value(value);
  };
  if (auto at = rest.rfind('@'); at != std::string_view::npos) {
    auto userinfo = rest.substr(0, at);
    rest = rest.substr(at + 1);
    auto colon = userinfo.find(':');
    add("user", url_decode(userinfo.substr(0, colon)));
    if (colon != std::string_view::npos) add("password", url_decode(userinfo.substr(colon + 1)));
  }
  std::string_view host = rest, port;
  if (!rest.empty() && rest[0] == '[') {  // [::1]:5432
    auto close = rest.find(']');
    host = rest.substr(1, close - 1);
    if (close + 1 < rest.size() && rest[close + 1] == ':') port = rest.substr(close + 2);
  } else if (auto colon = rest.rfind(':'); colon != std::string_view::npos) {
    host = rest.substr(0, colon);
    port = rest.substr(colon + 1);
  }
  add("host", url_decode(host));
  add("port", std::string(port));
  add("dbname", url_decode(dbname));
  bool has_timeout = std::string(query).find("connect_timeout") != std::string::npos;
  while (!query.empty()) {
    auto amp = query.find('&');
    auto pair = query.substr(0, amp);
    query = amp == std::string_view::npos ? std::string_view() : query.substr(amp + 1);
    auto eq = pair.find('=');
    if (eq == std::string_view::npos) continue;
    add(std::string(pair.substr(0, eq)).c_str(), url_decode(pair.substr(eq + 1)));
  }
  // Fail fast when the server is unreachable: a request should get 503, not hang.
  if (!has_timeout) add("connect_timeout", "3");
  return out;
}

Database::Database(const Options& opts) : opts_(opts) {
  kind_ = opts.url.rfind("postgres", 0) == 0 ? Kind::postgresql : Kind::sqlite;
  std::size_t n = std::max<std::size_t>(1, opts.pool_size);
  pool_ = std::make_unique<soci::connection_pool>(n);
  if (kind_ == Kind::postgresql) {
    for (std::size_t i = 0; i < n; ++i) pool_->at(i).open(soci::postgresql, pg_conninfo(opts.url));
    spdlog::info("database: PostgreSQL, pool of {}", n);
    return;
  }
  std::string conn = "db=" + opts.sqlite_path + " timeout=10";
  writer_ = std::make_unique<soci::session>(soci::sqlite3, conn);
  configure_sqlite(*writer_, true);
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
}

void Database::submit(std::function<void(soci::session&)> run) {
  Job job{std::move(run), nullptr, false};
  std::unique_lock lock(writer_mutex_);
  queue_.push_back(&job);
  writer_cv_.notify_one();
  done_cv_.wait(lock, [&] { return job.done; });
  if (job.error) std::rethrow_exception(job.error);
}

void Database::writer_loop() {
  for (;;) {
    std::vector<Job*> batch;
    {
      std::unique_lock lock(writer_mutex_);
      writer_cv_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty() && stopping_) return;
      while (!queue_.empty() && batch.size() < 64) {
        batch.push_back(queue_.front());
        queue_.pop_front();
      }
    }
    auto& s = *writer_;
    std::exception_ptr batch_error;
    try {
      // IMMEDIATE: take the write lock now, so a batch never has to upgrade a read snapshot.
      s << "BEGIN IMMEDIATE";
      for (auto* job : batch) {
        s << "SAVEPOINT job";
        try {
          job->run(s);
          s << "RELEASE job";
        } catch (...) {
          job->error = std::current_exception();
          s << "ROLLBACK TO job";
          s << "RELEASE job";
        }
      }
      s << "COMMIT";
    } catch (...) {
      batch_error = std::current_exception();
      try {
        s << "ROLLBACK";
      } catch (...) {
      }
    }
    {
      std::lock_guard lock(writer_mutex_);
      for (auto* job : batch) {
        if (batch_error && !job->error) job->error = batch_error;
        job->done = true;
      }
    }
    done_cv_.notify_all();
  }
}

bool Database::connection_ok(soci::session& s) {
  // Only called for PostgreSQL sessions (SOCI does not export the backend's typeinfo).
  auto* backend = static_cast<soci::postgresql_session_backend*>(s.get_backend());
  return backend && backend->conn_ && PQstatus(backend->conn_) == CONNECTION_OK;
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
  if (writer) s << "PRAGMA journal_mode=WAL";
  s << "PRAGMA synchronous=" + opts_.sqlite_synchronous;
  s << "PRAGMA foreign_keys=ON";
  s << "PRAGMA busy_timeout=10000";
}

}  // namespace aqua::db

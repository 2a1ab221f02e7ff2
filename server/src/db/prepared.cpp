#include "db/prepared.hpp"

#include <libpq-fe.h>
#include <soci/postgresql/soci-postgresql.h>
#include <soci/sqlite3/soci-sqlite3.h>

#include <algorithm>
#include <charconv>
#include <memory>
#include <mutex>
#include <unordered_map>

#include "db/kept.hpp"

namespace aqua::db {

namespace {

using namespace sqlite_api;  // soci-sqlite3.h includes sqlite3.h inside this namespace

using detail::Kept;
using detail::kept_for;
using detail::pg_execute;
using detail::pg_handle;

std::mutex registry_mutex;
std::unordered_map<const void*, std::unique_ptr<Kept>>& registry() {
  static std::unordered_map<const void*, std::unique_ptr<Kept>> r;
  return r;
}

}  // namespace

detail::Kept::~Kept() {
  for (auto& [sql, st] : sqlite) sqlite3_finalize(static_cast<sqlite3_stmt*>(st));
}

detail::Kept& detail::kept_for(const void* handle) {
  std::lock_guard lock(registry_mutex);
  auto& slot = registry()[handle];
  if (!slot) slot = std::make_unique<Kept>();
  return *slot;
}

namespace {

bool is_sqlite(soci::session& s) {
  return s.get_backend_name() == "sqlite3";
}

sqlite3* sqlite_handle(soci::session& s) {
  return static_cast<soci::sqlite3_session_backend*>(s.get_backend())->conn_;
}

sqlite3_stmt* sqlite_prepared(sqlite3* db, const std::string& sql) {
  auto& kept = kept_for(db).sqlite;
  if (auto it = kept.find(sql); it != kept.end()) return static_cast<sqlite3_stmt*>(it->second);
  sqlite3_stmt* st = nullptr;
  if (sqlite3_prepare_v3(db, sql.c_str(), static_cast<int>(sql.size()), SQLITE_PREPARE_PERSISTENT,
                         &st, nullptr) != SQLITE_OK)
    throw soci::soci_error(std::string("sqlite3: ") + sqlite3_errmsg(db));
  kept.emplace(sql, st);
  return st;
}

void sqlite_bind(sqlite3* db, sqlite3_stmt* st, const std::vector<Param>& params) {
  for (std::size_t i = 0; i < params.size(); ++i) {
    const auto& p = params[i];
    int pos = static_cast<int>(i + 1);
    int rc = p.is_null()  ? sqlite3_bind_null(st, pos)
             : p.is_int() ? sqlite3_bind_int64(st, pos, p.as_int())
                          : sqlite3_bind_text(st, pos, p.text().data(),
                                              static_cast<int>(p.text().size()), SQLITE_STATIC);
    if (rc != SQLITE_OK) throw soci::soci_error(std::string("sqlite3: ") + sqlite3_errmsg(db));
  }
}

using Rows = std::vector<std::vector<std::string>>;

// Runs the kept statement for sql, calling on_row(statement) at each row; returns the rows
// it changed.
template <class OnRow>
long long sqlite_steps(soci::session& s, const std::string& sql, const std::vector<Param>& params,
                       OnRow&& on_row) {
  sqlite3* db = sqlite_handle(s);
  sqlite3_stmt* st = sqlite_prepared(db, sql);
  struct Reset {
    sqlite3_stmt* st;
    ~Reset() {
      sqlite3_reset(st);
      sqlite3_clear_bindings(st);
    }
  } reset{st};
  sqlite_bind(db, st, params);
  int rc = SQLITE_ROW;
  while ((rc = sqlite3_step(st)) == SQLITE_ROW) on_row(st);
  if (rc != SQLITE_DONE)  // with its extended code, so a duplicate key can be told apart
    throw soci::sqlite3_soci_error(std::string("sqlite3: ") + sqlite3_errmsg(db),
                                   sqlite3_extended_errcode(db));
  return sqlite3_changes(db);
}

// Runs the statement; `rows` (when given) receives the rows' columns, at most `limit` rows.
long long sqlite_run(soci::session& s, const std::string& sql, const std::vector<Param>& params,
                     Rows* rows, std::size_t limit = 1) {
  return sqlite_steps(s, sql, params, [&](sqlite3_stmt* st) {
    if (!rows || rows->size() >= limit) return;
    auto& cols = rows->emplace_back();
    cols.reserve(static_cast<std::size_t>(sqlite3_column_count(st)));
    for (int c = 0; c < sqlite3_column_count(st); ++c) {
      const auto* t = sqlite3_column_text(st, c);
      cols.emplace_back(t ? reinterpret_cast<const char*>(t) : "",
                        static_cast<std::size_t>(sqlite3_column_bytes(st, c)));
    }
  });
}

long long pg_run(soci::session& s, const std::string& sql, const std::vector<Param>& params,
                 Rows* rows, std::size_t limit = 1) {
  PGresult* res = pg_execute(pg_handle(s), sql, params);
  if (rows && PQresultStatus(res) == PGRES_TUPLES_OK) {
    int n = std::min(PQntuples(res), static_cast<int>(std::min<std::size_t>(limit, 1 << 30)));
    for (int r = 0; r < n; ++r) {
      auto& cols = rows->emplace_back();
      cols.reserve(static_cast<std::size_t>(PQnfields(res)));
      for (int c = 0; c < PQnfields(res); ++c)
        cols.emplace_back(PQgetvalue(res, r, c), static_cast<std::size_t>(PQgetlength(res, r, c)));
    }
  }
  const char* changed = PQcmdTuples(res);
  long long n = changed && *changed ? std::stoll(changed) : 0;
  PQclear(res);
  return n;
}

}  // namespace

// Reads a row where it lies: the SQLite statement's current row, or a row of a PGresult.
struct RowAccess {
  static RowView make(void* handle, int row) {
    RowView v;
    v.handle_ = handle;
    v.row_ = row;
    return v;
  }
};

std::string_view RowView::text(int column) const {
  if (row_ < 0) {
    // One call that takes the connection's mutex (column_text and column_bytes take it
    // each: 10% of a big export's CPU); the value is read while this thread alone uses the
    // connection, as every kept statement is.
    auto* v = sqlite3_column_value(static_cast<sqlite3_stmt*>(handle_), column);
    const auto* t = sqlite3_value_text(v);
    return t ? std::string_view(reinterpret_cast<const char*>(t),
                                static_cast<std::size_t>(sqlite3_value_bytes(v)))
             : std::string_view();
  }
  auto* res = static_cast<PGresult*>(handle_);
  return {PQgetvalue(res, row_, column), static_cast<std::size_t>(PQgetlength(res, row_, column))};
}

long long RowView::integer(int column) const {
  if (row_ < 0) return sqlite3_column_int64(static_cast<sqlite3_stmt*>(handle_), column);
  auto t = text(column);
  long long v = 0;
  std::from_chars(t.data(), t.data() + t.size(), v);
  return v;
}

namespace {

void sqlite_each(soci::session& s, const std::string& sql, const std::vector<Param>& params,
                 const std::function<void(const RowView&)>& each) {
  sqlite_steps(s, sql, params, [&](sqlite3_stmt* st) { each(RowAccess::make(st, -1)); });
}

void pg_each(soci::session& s, const std::string& sql, const std::vector<Param>& params,
             const std::function<void(const RowView&)>& each) {
  std::unique_ptr<PGresult, void (*)(PGresult*)> res(pg_execute(pg_handle(s), sql, params),
                                                     PQclear);
  for (int r = 0, n = PQntuples(res.get()); r < n; ++r) each(RowAccess::make(res.get(), r));
}

}  // namespace

void query_each(soci::session& s, const std::string& sql, const std::vector<Param>& params,
                const std::function<void(const RowView&)>& each) {
  if (is_sqlite(s))
    sqlite_each(s, sql, params, each);
  else
    pg_each(s, sql, params, each);
}

long long exec(soci::session& s, const std::string& sql, const std::vector<Param>& params) {
  return is_sqlite(s) ? sqlite_run(s, sql, params, nullptr) : pg_run(s, sql, params, nullptr);
}

std::optional<std::vector<std::string>> query_row(soci::session& s, const std::string& sql,
                                                  const std::vector<Param>& params) {
  Rows rows;
  if (is_sqlite(s))
    sqlite_run(s, sql, params, &rows);
  else
    pg_run(s, sql, params, &rows);
  if (rows.empty()) return std::nullopt;
  return std::move(rows.front());
}

std::vector<std::vector<std::string>> query_rows(soci::session& s, const std::string& sql,
                                                 const std::vector<Param>& params) {
  Rows rows;
  constexpr auto all = static_cast<std::size_t>(-1);
  if (is_sqlite(s))
    sqlite_run(s, sql, params, &rows, all);
  else
    pg_run(s, sql, params, &rows, all);
  return rows;
}

namespace {

detail::Deferred deferred(const std::string& sql, const std::vector<Param>& params) {
  detail::Deferred d{sql, {}, nullptr};
  d.values.reserve(params.size());
  for (const auto& p : params) {
    if (p.is_null())
      d.values.emplace_back(std::nullopt);
    else if (p.is_int())
      d.values.emplace_back(std::to_string(p.as_int()));
    else
      d.values.emplace_back(std::string(p.text()));
  }
  return d;
}

}  // namespace

void exec_deferred(soci::session& s, const std::string& sql, const std::vector<Param>& params) {
  if (is_sqlite(s)) {  // in-process: nothing to save by waiting
    sqlite_run(s, sql, params, nullptr);
    return;
  }
  detail::pg_kept(pg_handle(s)).deferred.push_back(deferred(sql, params));
}

Later query_later(soci::session& s, const std::string& sql, const std::vector<Param>& params) {
  auto state = std::make_shared<LaterRows>();
  if (is_sqlite(s)) {
    sqlite_run(s, sql, params, &state->rows, static_cast<std::size_t>(-1));
    state->answered = true;
  } else {
    auto d = deferred(sql, params);
    d.into = state;
    detail::pg_kept(pg_handle(s)).deferred.push_back(std::move(d));
  }
  return Later(state);
}

const std::vector<std::vector<std::string>>& Later::rows(soci::session& s) {
  if (!state_->answered) flush(s);
  if (!state_->answered) throw soci::soci_error("db::Later: the query was never sent");
  return state_->rows;
}

bool is_unique_violation(const soci::soci_error& e) {
  if (const auto* pg = dynamic_cast<const soci::postgresql_soci_error*>(&e))
    return pg->sqlstate() == "23505";
  if (const auto* lite = dynamic_cast<const soci::sqlite3_soci_error*>(&e))
    return lite->result() == SQLITE_CONSTRAINT_UNIQUE ||
           lite->result() == SQLITE_CONSTRAINT_PRIMARYKEY ||
           (lite->result() == SQLITE_CONSTRAINT &&
            std::string_view(e.what()).find("UNIQUE constraint failed") != std::string_view::npos);
  return false;
}

void flush(soci::session& s) {
  if (!is_sqlite(s)) detail::pg_flush(pg_handle(s));
}

void flush_before_soci(soci::session& s) {
  if (is_sqlite(s)) return;
  s.set_query_transformation([&s](const std::string& query) {
    flush(s);
    return query;
  });
}

void forget(soci::session& s) {
  if (!s.get_backend()) return;
  const void* handle = is_sqlite(s) ? static_cast<const void*>(sqlite_handle(s)) : pg_handle(s);
  std::lock_guard lock(registry_mutex);
  registry().erase(handle);
}

}  // namespace aqua::db

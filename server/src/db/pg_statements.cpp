// PostgreSQL statements kept per connection (named, prepared once), and the statements an
// order's transaction sends without waiting for their answers (db::exec_deferred): they wait
// on the connection and go out with the next statement that needs an answer, all in one
// pipeline (libpq pipeline mode), so a write's inserts cost one round trip together instead
// of one each (about 30 round trips per order on the one writer connection).

#include <soci/postgresql/soci-postgresql.h>

#include <string_view>

#include "db/kept.hpp"

namespace aqua::db::detail {

namespace {

// Throws the server's error with its SQLSTATE (as SOCI's own statements do), so a caller can
// tell a deadlock (40P01) from a broken statement.
[[noreturn]] void pg_fail(PGconn* conn, PGresult* res) {
  std::string msg = res ? PQresultErrorMessage(res) : PQerrorMessage(conn);
  const char* field = res ? PQresultErrorField(res, PG_DIAG_SQLSTATE) : nullptr;
  std::string state = field && std::string_view(field).size() == 5 ? field : "XX000";
  if (res) PQclear(res);
  throw soci::postgresql_soci_error("postgresql: " + msg, state.c_str());
}

const std::string& pg_prepared(PGconn* conn, Kept& kept, const std::string& sql) {
  if (auto it = kept.pg.find(sql); it != kept.pg.end()) return it->second;
  std::string name = "aqua_" + std::to_string(kept.pg.size() + 1);
  int n = 0;
  std::string text = pg_placeholders(sql, &n);
  PGresult* res = PQprepare(conn, name.c_str(), text.c_str(), n, nullptr);
  if (!res || PQresultStatus(res) != PGRES_COMMAND_OK) pg_fail(conn, res);
  PQclear(res);
  return kept.pg.emplace(sql, name).first->second;
}

// A statement's values as libpq takes them: text format, NULL as a null pointer.
struct Values {
  std::vector<std::string> ints;
  std::vector<const char*> values;
  std::vector<int> lengths, formats;
  explicit Values(const std::vector<Param>& params)
      : ints(params.size()),
        values(params.size()),
        lengths(params.size()),
        formats(params.size(), 0) {
    for (std::size_t i = 0; i < params.size(); ++i) {
      if (params[i].is_int()) ints[i] = std::to_string(params[i].as_int());
      std::string_view v = params[i].is_int() ? std::string_view(ints[i]) : params[i].text();
      values[i] = params[i].is_null() ? nullptr : v.data();
      lengths[i] = static_cast<int>(v.size());
    }
  }
  explicit Values(const Deferred& d)
      : values(d.values.size()), lengths(d.values.size()), formats(d.values.size(), 0) {
    for (std::size_t i = 0; i < d.values.size(); ++i) {
      values[i] = d.values[i] ? d.values[i]->c_str() : nullptr;
      lengths[i] = d.values[i] ? static_cast<int>(d.values[i]->size()) : 0;
    }
  }
  int send(PGconn* conn, const std::string& name) const {
    return PQsendQueryPrepared(conn, name.c_str(), static_cast<int>(values.size()), values.data(),
                               lengths.data(), formats.data(), 0);
  }
};

bool ok(PGresult* res) {
  auto status = res ? PQresultStatus(res) : PGRES_FATAL_ERROR;
  return status == PGRES_COMMAND_OK || status == PGRES_TUPLES_OK;
}

void keep_rows(PGresult* res, LaterRows& into) {
  for (int r = 0, n = PQntuples(res); r < n; ++r) {
    auto& cols = into.rows.emplace_back();
    for (int c = 0; c < PQnfields(res); ++c)
      cols.emplace_back(PQgetvalue(res, r, c), static_cast<std::size_t>(PQgetlength(res, r, c)));
  }
  into.answered = true;
}

// The deferred statements, then `last` (if any), in one pipeline and one sync. Returns the
// result of `last`; throws the first error (the statements after it were skipped by the
// server). The deferred list is emptied whatever happens: nothing is sent twice.
PGresult* pg_pipeline(PGconn* conn, Kept& kept, const std::string* last_sql,
                      const std::vector<Param>* last_params) {
  std::vector<Deferred> batch;
  batch.swap(kept.deferred);
  std::vector<const std::string*> names;  // prepared before the pipeline starts
  names.reserve(batch.size() + 1);
  for (const auto& d : batch) names.push_back(&pg_prepared(conn, kept, d.sql));
  if (last_sql) names.push_back(&pg_prepared(conn, kept, *last_sql));
  if (PQenterPipelineMode(conn) != 1) pg_fail(conn, nullptr);
  bool sent = true;
  for (std::size_t i = 0; i < batch.size() && sent; ++i)
    sent = Values(batch[i]).send(conn, *names[i]) == 1;
  if (sent && last_sql) sent = Values(*last_params).send(conn, *names.back()) == 1;
  if (!sent || PQpipelineSync(conn) != 1) pg_fail(conn, nullptr);  // the connection is gone
  PGresult* last = nullptr;
  PGresult* error = nullptr;  // the first failure, kept for its message and SQLSTATE
  for (std::size_t i = 0; i < names.size(); ++i) {
    PGresult* res = PQgetResult(conn);
    if (!res) {
      if (last) PQclear(last);
      pg_fail(conn, error);
    }
    if (ok(res) && i < batch.size() && batch[i].into) keep_rows(res, *batch[i].into);
    if (!ok(res) && !error && PQresultStatus(res) != PGRES_PIPELINE_ABORTED)
      error = res;
    else if (last_sql && i + 1 == names.size() && ok(res))
      last = res;
    else
      PQclear(res);
    while (PGresult* more = PQgetResult(conn)) PQclear(more);  // the end of this command
  }
  PGresult* sync = PQgetResult(conn);  // PGRES_PIPELINE_SYNC
  bool synced = sync && PQresultStatus(sync) == PGRES_PIPELINE_SYNC;
  if (sync) PQclear(sync);
  if (!synced || PQexitPipelineMode(conn) != 1) {
    if (last) PQclear(last);
    pg_fail(conn, error);
  }
  if (error) {
    if (last) PQclear(last);
    pg_fail(conn, error);
  }
  return last;
}

}  // namespace

PGconn* pg_handle(soci::session& s) {
  return static_cast<soci::postgresql_session_backend*>(s.get_backend())->conn_;
}

Kept& pg_kept(PGconn* conn) {
  auto& kept = kept_for(conn);
  // A new backend (a reconnect, possibly at the same address) has none of our statements,
  // and what waited for the old one went with its transaction.
  if (int pid = PQbackendPID(conn); kept.backend_pid != pid) {
    kept.pg.clear();
    kept.deferred.clear();
    kept.backend_pid = pid;
  }
  return kept;
}

PGresult* pg_execute(PGconn* conn, const std::string& sql, const std::vector<Param>& params) {
  auto& kept = pg_kept(conn);
  if (!kept.deferred.empty()) return pg_pipeline(conn, kept, &sql, &params);
  const std::string& name = pg_prepared(conn, kept, sql);
  Values v(params);
  PGresult* res = PQexecPrepared(conn, name.c_str(), static_cast<int>(params.size()),
                                 v.values.data(), v.lengths.data(), v.formats.data(), 0);
  if (!ok(res)) pg_fail(conn, res);
  return res;
}

void pg_flush(PGconn* conn) {
  auto& kept = pg_kept(conn);
  if (!kept.deferred.empty()) pg_pipeline(conn, kept, nullptr, nullptr);
}

}  // namespace aqua::db::detail

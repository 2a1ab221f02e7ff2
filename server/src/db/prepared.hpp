// Statements prepared once per connection and kept (each order prepared ~8
// statements afresh). db::exec runs SQL written with :name placeholders, as elsewhere in
// the server, straight on the connection under a SOCI session: SQLite keeps a persistent
// sqlite3_stmt per connection and SQL text, PostgreSQL a named server-side statement per
// connection (one round trip per execution instead of prepare + execute + deallocate).
// Errors are soci::soci_error, as from SOCI itself, so callers and transactions behave the
// same. A connection's statements are dropped with forget() before it closes.
#pragma once
#include <soci/soci.h>

#include <functional>
#include <initializer_list>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace aqua::db {

// One bound value: text, an integer or NULL.
class Param {
 public:
  Param(const std::string& s) : text_(s) {}          // NOLINT(google-explicit-constructor)
  Param(const char* s) : text_(s) {}                 // NOLINT(google-explicit-constructor)
  Param(long long v) : int_(v), is_int_(true) {}     // NOLINT(google-explicit-constructor)
  Param(long v) : int_(v), is_int_(true) {}          // NOLINT(google-explicit-constructor)
  Param(int v) : int_(v), is_int_(true) {}           // NOLINT(google-explicit-constructor)
  Param(bool v) : int_(v ? 1 : 0), is_int_(true) {}  // NOLINT(google-explicit-constructor)
  static Param null() {
    Param p(0);
    p.is_null_ = true;
    return p;
  }
  bool is_null() const { return is_null_; }
  bool is_int() const { return is_int_; }
  long long as_int() const { return int_; }
  std::string_view text() const { return text_; }

 private:
  std::string_view text_;
  long long int_ = 0;
  bool is_int_ = false;
  bool is_null_ = false;
};

// Runs a statement that returns no rows; returns the number of rows it changed.
long long exec(soci::session& s, const std::string& sql, const std::vector<Param>& params);
inline long long exec(soci::session& s, const std::string& sql,
                      std::initializer_list<Param> params) {
  return exec(s, sql, std::vector<Param>(params));
}

// Runs a statement whose answer nobody reads (an insert or upsert), possibly later: on
// PostgreSQL it waits on the connection and is sent with the next statement that needs an
// answer (db::exec, a query, any SOCI statement on a session set up by flush_before_soci, or
// flush), all in one round trip; SQLite runs it at once. Its error, if any, is thrown by that
// next statement, so a write that ends with flush (the batching writer flushes after each
// write) still gets its own error. Statements on one connection always run in the order given.
void exec_deferred(soci::session& s, const std::string& sql, const std::vector<Param>& params);
inline void exec_deferred(soci::session& s, const std::string& sql,
                          std::initializer_list<Param> params) {
  exec_deferred(s, sql, std::vector<Param>(params));
}
// Sends the deferred statements and waits for them; throws the first one's error.
void flush(soci::session& s);
// A query sent later (db::query_later): its rows, once answered.
struct LaterRows {
  bool answered = false;
  std::vector<std::vector<std::string>> rows;  // every row as text (NULL as "")
};
// A query whose answer is needed only after the next statement: on PostgreSQL it waits on
// the connection like a deferred statement and goes out in the same round trip as the next
// statement that needs an answer; SQLite runs it at once. rows(s) returns its rows (sending
// it first if nothing has yet). The answer is read after what follows it ran: that next
// statement may be one whose changes the caller then undoes (see OrderService::place).
class Later {
 public:
  explicit Later(std::shared_ptr<LaterRows> state) : state_(std::move(state)) {}
  const std::vector<std::vector<std::string>>& rows(soci::session& s);

 private:
  std::shared_ptr<LaterRows> state_;
};
Later query_later(soci::session& s, const std::string& sql, const std::vector<Param>& params);
// A duplicate key (PostgreSQL SQLSTATE 23505, SQLite's UNIQUE or PRIMARY KEY constraint).
bool is_unique_violation(const soci::soci_error& e);
// Makes every SOCI statement on this PostgreSQL session flush the deferred ones first, so
// code that mixes SOCI statements with db::exec_deferred sees its own writes in order.
void flush_before_soci(soci::session& s);

// Runs a query; returns its first row as text (NULL as ""), or nothing.
std::optional<std::vector<std::string>> query_row(soci::session& s, const std::string& sql,
                                                  const std::vector<Param>& params);

// One row of a query's answer, read in place (no copy): a column's text stays valid until
// the next row. NULL reads as "" and 0.
class RowView {
 public:
  std::string_view text(int column) const;
  long long integer(int column) const;

 private:
  friend struct RowAccess;
  void* handle_ = nullptr;  // sqlite3_stmt* or PGresult*
  int row_ = -1;            // PostgreSQL: the row in the result; SQLite: -1
};

// Runs a query on a kept statement, calling each(row) for every row in order.
void query_each(soci::session& s, const std::string& sql, const std::vector<Param>& params,
                const std::function<void(const RowView&)>& each);
// Runs a query; returns every row as text (NULL as "").
std::vector<std::vector<std::string>> query_rows(soci::session& s, const std::string& sql,
                                                 const std::vector<Param>& params);

// Drops the statements kept for this session's connection (call before it closes).
void forget(soci::session& s);

// ":name" placeholders as PostgreSQL's $1, $2, … in order of appearance; leaves "::type"
// casts and quoted text alone (pure).
std::string pg_placeholders(const std::string& sql, int* count = nullptr);

// "(:a, :b), (:a, :b), …": `rows` copies of a VALUES tuple of `columns` placeholders, for a
// multi-row insert (pure).
std::string values_rows(std::size_t rows, std::size_t columns);

}  // namespace aqua::db

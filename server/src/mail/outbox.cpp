#include "mail/outbox.hpp"

#include <algorithm>
#include <limits>

#include "core/text.hpp"
#include "db/prepared.hpp"
#include "db/row.hpp"

namespace aqua::mail {

long long backoff_ms(const RetryPolicy& p, int attempts) {
  long long delay = p.base_ms;
  for (int i = 1; i < attempts && delay < p.max_delay_ms; ++i) delay *= 2;
  return std::min(delay, p.max_delay_ms);
}

void enqueue(soci::session& s, const Mail& m, long long now) {
  enqueue_all(s, {m}, now);
}

void enqueue_all(soci::session& s, const std::vector<Mail>& mails, long long now) {
  if (mails.empty()) return;
  std::vector<db::Param> params;
  params.reserve(mails.size() * 10);
  for (const auto& m : mails)
    params.insert(params.end(), {m.kind, m.recipient, m.subject, m.text, m.html, m.order_id,
                                 "pending", 0, now, now});
  db::exec_deferred(
      s,
      "INSERT INTO mail_outbox (kind, recipient, subject, body_text, body_html, order_id, "
      "status, attempts, next_attempt_at, created_at) VALUES " +
          db::values_rows(mails.size(), 10),
      params);
}

void enqueue_to_render(soci::session& s, const std::vector<ToRender>& mails, long long now) {
  if (mails.empty()) return;
  std::vector<db::Param> params;
  params.reserve(mails.size() * 11);
  for (const auto& m : mails)
    params.insert(params.end(), {m.kind, m.recipient, m.subject, "", "", m.order_id, "pending", 0,
                                 now, now, m.render_args});
  db::exec_deferred(
      s,
      "INSERT INTO mail_outbox (kind, recipient, subject, body_text, body_html, order_id, "
      "status, attempts, next_attempt_at, created_at, render_args) VALUES " +
          db::values_rows(mails.size(), 11),
      params);
}

std::vector<Outgoing> claim(soci::session& s, bool postgres, long long now, int limit,
                            const RetryPolicy& p, const std::string& worker) {
  long long lease_until = now + p.lease_ms;
  // Kept statements (the worker runs this for every few orders' mails).
  static const std::string pick =
      "SELECT id FROM mail_outbox WHERE status IN ('pending', 'sending') AND "
      "next_attempt_at <= :now ORDER BY next_attempt_at, id LIMIT :lim";
  static const std::string update =
      "UPDATE mail_outbox SET status = 'sending', attempts = attempts + 1, "
      "next_attempt_at = :lease, claimed_by = :w WHERE id IN (";
  static const std::string returning =
      ") RETURNING id, kind, recipient, subject, body_text, body_html, order_id, attempts, "
      "created_at, render_args";
  static const std::string sqlite_sql = update + pick + returning;
  static const std::string pg_sql = update + pick + " FOR UPDATE SKIP LOCKED" + returning;
  auto rows = db::query_rows(s, postgres ? pg_sql : sqlite_sql, {lease_until, worker, now, limit});
  std::vector<Outgoing> out;
  out.reserve(rows.size());
  auto num = [](const std::string& v) { return v.empty() ? 0LL : std::stoll(v); };
  for (auto& r : rows) {
    Outgoing o;
    o.id = num(r[0]);
    o.mail = {std::move(r[1]), std::move(r[2]), std::move(r[3]),
              std::move(r[4]), std::move(r[5]), std::move(r[6])};
    o.attempts = static_cast<int>(num(r[7]));
    o.created_at = num(r[8]);
    o.render_args = std::move(r[9]);
    out.push_back(std::move(o));
  }
  // In the order they were queued (on PostgreSQL RETURNING follows the plan's hash order):
  // mails go out first in, first out, and an order's mails come together, so the worker
  // renders them from one read of the order.
  std::sort(out.begin(), out.end(),
            [](const Outgoing& a, const Outgoing& b) { return a.id < b.id; });
  return out;
}

void renew(soci::session& s, const std::vector<long long>& ids, const std::string& worker,
           long long lease_until) {
  for (long long id : ids)
    db::exec_deferred(s,
                      "UPDATE mail_outbox SET next_attempt_at = :l WHERE id = :id AND "
                      "status = 'sending' AND claimed_by = :w",
                      {lease_until, id, worker});
}

int reclaim(soci::session& s, const std::string& worker, long long now) {
  soci::statement st = (s.prepare << "UPDATE mail_outbox SET status = 'pending', "
                                     "next_attempt_at = :n WHERE status = 'sending' AND "
                                     "claimed_by = :w",
                        soci::use(now), soci::use(worker));
  st.execute(true);
  return static_cast<int>(st.get_affected_rows());
}

void mark_sent(soci::session& s, const std::vector<long long>& ids, long long now) {
  // One statement for a batch (up to 64 ids each), not one round trip per mail on the one
  // writer connection (1,400 a second at 700 orders/s). The list is padded to a power of two by
  // repeating its last id, so a connection keeps at most seven forms of the statement.
  constexpr std::size_t kMost = 64;
  for (std::size_t from = 0; from < ids.size(); from += kMost) {
    std::size_t n = std::min(kMost, ids.size() - from), width = 1;
    while (width < n) width *= 2;
    std::vector<db::Param> params{now};
    std::string list;
    for (std::size_t i = 0; i < width; ++i) {
      params.emplace_back(ids[from + std::min(i, n - 1)]);
      list += (i ? ", :i" : ":i") + std::to_string(i);
    }
    db::exec_deferred(s,
                      "UPDATE mail_outbox SET status = 'sent', sent_at = :t, last_error = '' "
                      "WHERE id IN (" +
                          list + ")",
                      params);
  }
}

void mark_failed(soci::session& s, const Outgoing& m, const std::string& error, bool permanent,
                 long long now, const RetryPolicy& p) {
  long long next = now + backoff_ms(p, m.attempts);
  bool give_up = permanent || next - m.created_at > p.give_up_ms;
  std::string status = give_up ? "failed" : "pending";
  std::string err = text::utf8_prefix(error, 1000);  // the server's words: any bytes
  db::exec_deferred(
      s,
      "UPDATE mail_outbox SET status = :st, last_error = :e, next_attempt_at = :n WHERE id = :id",
      {status, err, next, m.id});
}

bool retry_now(soci::session& s, long long id, long long now) {
  soci::statement st = (s.prepare << "UPDATE mail_outbox SET status = 'pending', "
                                     "next_attempt_at = :n, created_at = :c WHERE id = :id AND "
                                     "status = 'failed'",
                        soci::use(now), soci::use(now), soci::use(id));
  st.execute(true);
  return st.get_affected_rows() > 0;
}

int prune_sent_bodies(soci::session& s, long long cutoff_ms, int limit) {
  // The partial index mail_outbox_sent_bodies (migration 007) holds exactly these rows.
  const std::string batch =
      "SELECT id FROM mail_outbox WHERE status = 'sent' AND body_text <> '' AND sent_at < :c "
      "ORDER BY sent_at LIMIT :n";
  if (s.get_backend_name() != "sqlite3") {
    // PostgreSQL: the old row versions and their TOASTed bodies go with (auto)vacuum.
    soci::statement st = (s.prepare << "UPDATE mail_outbox SET body_text = '', body_html = '' "
                                       "WHERE id IN (" +
                                           batch + ")",
                          soci::use(cutoff_ms), soci::use(limit));
    st.execute(true);
    return static_cast<int>(st.get_affected_rows());
  }
  // SQLite frees a page only when rows are deleted (a shrinking UPDATE leaves each page as
  // empty as it was): the batch is copied, deleted and put back without its bodies.
  s << "DROP TABLE IF EXISTS temp.mail_prune";
  s << "CREATE TEMP TABLE mail_prune AS SELECT * FROM mail_outbox WHERE id IN (" + batch + ")",
      soci::use(cutoff_ms), soci::use(limit);
  s << "UPDATE temp.mail_prune SET body_text = '', body_html = ''";
  soci::statement del = (s.prepare << "DELETE FROM mail_outbox WHERE id IN (SELECT id FROM "
                                      "temp.mail_prune)");
  del.execute(true);
  s << "INSERT INTO mail_outbox SELECT * FROM temp.mail_prune";
  s << "DROP TABLE temp.mail_prune";
  return static_cast<int>(del.get_affected_rows());
}

std::vector<OutboxEntry> recent(soci::session& s, int limit, long long before) {
  // Keyset by id (the primary key): a page far back costs what the first does.
  long long below = before > 0 ? before : std::numeric_limits<long long>::max();
  soci::rowset<soci::row> rows =
      (s.prepare << "SELECT id, kind, recipient, subject, order_id, status, attempts, "
                    "last_error, created_at, sent_at FROM mail_outbox WHERE id < :b "
                    "ORDER BY id DESC LIMIT :lim",
       soci::use(below), soci::use(limit));
  std::vector<OutboxEntry> out;
  for (const auto& r : rows) {
    OutboxEntry e{db::row_int(r, 0),  db::row_text(r, 1), db::row_text(r, 2), db::row_text(r, 3),
                  db::row_text(r, 4), db::row_text(r, 5), db::row_int(r, 6),  db::row_text(r, 7),
                  db::row_int(r, 8),  std::nullopt};
    if (r.get_indicator(9) != soci::i_null) e.sent_at = db::row_int(r, 9);
    out.push_back(std::move(e));
  }
  return out;
}

}  // namespace aqua::mail

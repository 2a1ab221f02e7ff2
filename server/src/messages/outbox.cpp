#include "messages/outbox.hpp"

#include <algorithm>

#include "core/clock.hpp"
#include "core/text.hpp"
#include "db/prepared.hpp"
#include "db/row.hpp"
#include "messages/channels.hpp"
#include "messages/rules.hpp"

namespace aqua::messages {

namespace {
long long num(const std::string& v) {
  return v.empty() ? 0LL : std::stoll(v);
}

const char* kInsert =
    "INSERT INTO sms_outbox (event_key, kind, recipient, body, order_id, status, attempts, "
    "next_attempt_at, last_error, pk_day, created_at) VALUES (:k, :kind, :r, :b, :o, :st, 0, "
    ":n, :e, :d, :c) ON CONFLICT (event_key, recipient) DO NOTHING";
}  // namespace

long long backoff_ms(const RetryPolicy& p, int attempts) {
  long long delay = p.base_ms;
  for (int i = 1; i < attempts && delay < p.max_delay_ms; ++i) delay *= 2;
  return std::min(delay, p.max_delay_ms);
}

std::string enqueue(soci::session& s, const Message& m, long long now, const Rules& rules) {
  auto normalised = normalise_mobile(m.phone);
  std::string recipient, status = "queued", error;
  long long due = m.any_hour ? now : outside_quiet_hours(now);
  if (auto* refused = std::get_if<Refused>(&normalised)) {
    recipient = text::utf8_prefix(m.phone, 40);
    status = "failed";
    error = refused->reason;
  } else {
    recipient = std::get<std::string>(normalised);
    if (opted_out(s, recipient)) {
      status = "failed";
      error = "the number sent STOP";
    } else if (channel_of_number(s, recipient) == "email") {
      status = "failed";
      error = kEmailOnly;
    } else {
      auto row = db::query_row(s,
                               "SELECT COUNT(*) FROM sms_outbox WHERE recipient = :r AND "
                               "pk_day = :d AND status <> 'failed'",
                               {recipient, clock::pakistan_date(due)});
      if (row && num((*row)[0]) >= rules.daily_cap) {
        status = "failed";
        error =
            "the number's cap of " + std::to_string(rules.daily_cap) + " messages a day is reached";
      }
    }
  }
  long long n = db::exec(s, kInsert,
                         {m.event_key, m.kind, recipient, m.body, m.order_id, status, due, error,
                          clock::pakistan_date(due), now});
  return n > 0 ? status : std::string();
}

std::vector<Outgoing> claim(soci::session& s, bool postgres, long long now, int limit,
                            const RetryPolicy& p, const std::string& worker) {
  static const std::string pick =
      "SELECT id FROM sms_outbox WHERE status IN ('queued', 'sending') AND "
      "next_attempt_at <= :now ORDER BY next_attempt_at, id LIMIT :lim";
  static const std::string update =
      "UPDATE sms_outbox SET status = 'sending', attempts = attempts + 1, "
      "next_attempt_at = :lease, claimed_by = :w WHERE id IN (";
  static const std::string returning = ") RETURNING id, recipient, body, attempts, created_at";
  static const std::string sqlite_sql = update + pick + returning;
  static const std::string pg_sql = update + pick + " FOR UPDATE SKIP LOCKED" + returning;
  auto rows =
      db::query_rows(s, postgres ? pg_sql : sqlite_sql, {now + p.lease_ms, worker, now, limit});
  std::vector<Outgoing> out;
  out.reserve(rows.size());
  for (auto& r : rows)
    out.push_back(
        {num(r[0]), std::move(r[1]), std::move(r[2]), static_cast<int>(num(r[3])), num(r[4])});
  std::sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.id < b.id; });
  return out;
}

void renew(soci::session& s, const std::vector<long long>& ids, const std::string& worker,
           long long lease_until) {
  for (long long id : ids)
    db::exec(s,
             "UPDATE sms_outbox SET next_attempt_at = :l WHERE id = :id AND status = 'sending' "
             "AND claimed_by = :w",
             {lease_until, id, worker});
}

int reclaim(soci::session& s, const std::string& worker, long long now) {
  return static_cast<int>(db::exec(s,
                                   "UPDATE sms_outbox SET status = 'queued', next_attempt_at = :n "
                                   "WHERE status = 'sending' AND claimed_by = :w",
                                   {outside_quiet_hours(now), worker}));
}

void mark_sent(soci::session& s, long long id, long long now) {
  // A delivery report may have come before this write: it keeps its status.
  db::exec(s,
           "UPDATE sms_outbox SET status = CASE WHEN status = 'sending' THEN 'sent' ELSE status "
           "END, sent_at = :t, last_error = '' WHERE id = :id",
           {now, id});
}

void mark_failed(soci::session& s, const Outgoing& m, const std::string& error, bool permanent,
                 long long now, const RetryPolicy& p) {
  long long next = outside_quiet_hours(now + backoff_ms(p, m.attempts));
  bool give_up = permanent || next - m.created_at > p.give_up_ms;
  db::exec(s,
           "UPDATE sms_outbox SET status = :st, last_error = :e, next_attempt_at = :n WHERE id = "
           ":id AND status = 'sending'",
           {give_up ? "failed" : "queued", text::utf8_prefix(error, 1000), next, m.id});
}

bool record_report(soci::session& s, long long id, int type, long long now) {
  std::string what = type == 1    ? "delivered"
                     : type == 2  ? "failed"
                     : type == 4  ? "buffered"
                     : type == 8  ? "accepted by the operator"
                     : type == 16 ? "rejected by the operator"
                                  : "report " + std::to_string(type);
  std::string report = what + " at " + clock::iso_utc(now);
  // Every report is kept on its message (also a late one for an earlier attempt).
  if (db::exec(s, "UPDATE sms_outbox SET last_report = :r WHERE id = :id", {report, id}) == 0)
    return false;
  if (type == 1)
    db::exec(s,
             "UPDATE sms_outbox SET status = 'delivered', delivered_at = :t WHERE id = :id AND "
             "status IN ('sending', 'sent', 'delivered', 'failed')",
             {now, id});
  else if (type == 2 || type == 16)
    db::exec(s,
             "UPDATE sms_outbox SET status = 'failed', last_error = :e WHERE id = :id AND status "
             "IN ('sending', 'sent')",
             {"the operator reports: " + what, id});
  return true;
}

void opt_out(soci::session& s, const std::string& phone, long long now) {
  db::exec(s,
           "INSERT INTO sms_optouts (phone, created_at) VALUES (:p, :c) ON CONFLICT (phone) DO "
           "NOTHING",
           {phone, now});
  // What was still waiting for the number stays unsent.
  db::exec(s,
           "UPDATE sms_outbox SET status = 'failed', last_error = 'the number sent STOP' WHERE "
           "recipient = :p AND status = 'queued'",
           {phone});
}

void opt_in(soci::session& s, const std::string& phone) {
  db::exec(s, "DELETE FROM sms_optouts WHERE phone = :p", {phone});
}

bool opted_out(soci::session& s, const std::string& phone) {
  return db::query_row(s, "SELECT 1 FROM sms_optouts WHERE phone = :p", {phone}).has_value();
}

std::string latest_order_of(soci::session& s, const std::string& phone) {
  auto row = db::query_row(s,
                           "SELECT order_id FROM sms_outbox WHERE recipient = :p AND kind = "
                           "'order_placed' ORDER BY id DESC LIMIT 1",
                           {phone});
  return row ? (*row)[0] : std::string();
}

void store_reply(soci::session& s, const std::string& sender, const std::string& body,
                 const std::string& action, const std::string& order_id, const std::string& outcome,
                 long long now) {
  db::exec(s,
           "INSERT INTO sms_replies (sender, body, action, order_id, outcome, received_at) "
           "VALUES (:s, :b, :a, :o, :oc, :t)",
           {sender, text::utf8_prefix(body, 2000), action, order_id, outcome, now});
}

std::string resend(soci::session& s, long long id, long long now) {
  auto row = db::query_row(s, "SELECT status, recipient FROM sms_outbox WHERE id = :id", {id});
  if (!row) return "not_found";
  if ((*row)[0] != "failed") return "Only a failed message can be sent again";
  if (!std::holds_alternative<std::string>(normalise_mobile((*row)[1])))
    return "The number cannot receive text messages";
  if (opted_out(s, (*row)[1])) return "The number sent STOP";
  if (channel_of_number(s, (*row)[1]) == "email") return "The customer chose e-mail only";
  db::exec(s,
           "UPDATE sms_outbox SET status = 'queued', next_attempt_at = :n, created_at = :c, "
           "attempts = 0, last_error = '' WHERE id = :id AND status = 'failed'",
           {outside_quiet_hours(now), now, id});
  return {};
}

namespace {
const char* kEntryColumns =
    "SELECT id, event_key, kind, recipient, body, order_id, status, attempts, last_error, "
    "last_report, created_at, next_attempt_at, COALESCE(sent_at, -1), "
    "COALESCE(delivered_at, -1) FROM sms_outbox ";

std::vector<OutboxEntry> entries(soci::session& s, const std::string& where,
                                 const std::vector<db::Param>& params) {
  auto rows = db::query_rows(s, kEntryColumns + where, params);
  std::vector<OutboxEntry> out;
  out.reserve(rows.size());
  for (auto& r : rows) {
    OutboxEntry e{num(r[0]), r[1], r[2], r[3],       r[4],       r[5],         r[6],
                  num(r[7]), r[8], r[9], num(r[10]), num(r[11]), std::nullopt, std::nullopt};
    if (num(r[12]) >= 0) e.sent_at = num(r[12]);
    if (num(r[13]) >= 0) e.delivered_at = num(r[13]);
    out.push_back(std::move(e));
  }
  return out;
}
}  // namespace

std::vector<OutboxEntry> recent(soci::session& s, int limit, long long before) {
  // Keyset by id (the primary key): a page far back costs what the first does.
  if (before > 0) return entries(s, "WHERE id < :b ORDER BY id DESC LIMIT :lim", {before, limit});
  return entries(s, "ORDER BY id DESC LIMIT :lim", {limit});
}

OutboxEntry by_event_key(soci::session& s, const std::string& key) {
  auto found = entries(s, "WHERE event_key = :k", {key});
  return found.empty() ? OutboxEntry{} : found.front();
}

std::vector<OutboxEntry> messages_of_order(soci::session& s, const std::string& order_id) {
  return entries(s, "WHERE order_id = :o ORDER BY id LIMIT 200", {order_id});
}

std::vector<ReplyEntry> recent_replies(soci::session& s, int limit) {
  auto rows = db::query_rows(s,
                             "SELECT id, sender, body, action, order_id, outcome, received_at "
                             "FROM sms_replies ORDER BY id DESC LIMIT :lim",
                             {limit});
  std::vector<ReplyEntry> out;
  for (auto& r : rows) {
    ReplyEntry e{num(r[0]), r[1], r[2], r[3], r[4], r[5], num(r[6]), {}};
    for (auto& o : db::query_rows(s,
                                  "SELECT order_id FROM sms_outbox WHERE recipient = :p AND "
                                  "order_id <> '' GROUP BY order_id ORDER BY MAX(id) DESC LIMIT 5",
                                  {e.sender}))
      e.recent_orders.push_back(o[0]);
    out.push_back(std::move(e));
  }
  return out;
}

std::vector<ReplyEntry> replies_of_order(soci::session& s, const std::string& order_id) {
  auto rows = db::query_rows(s,
                             "SELECT id, sender, body, action, order_id, outcome, received_at "
                             "FROM sms_replies WHERE order_id = :o ORDER BY id LIMIT 200",
                             {order_id});
  std::vector<ReplyEntry> out;
  out.reserve(rows.size());
  for (auto& r : rows) out.push_back({num(r[0]), r[1], r[2], r[3], r[4], r[5], num(r[6]), {}});
  return out;
}

}  // namespace aqua::messages

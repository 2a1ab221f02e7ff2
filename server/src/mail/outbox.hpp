// The mail outbox: mails are written in the same transaction as what caused them, then a
// worker claims due ones (one worker per mail, also across servers), sends, and records
// the outcome with retries and exponential backoff.
#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

#include "mail/templates.hpp"

namespace aqua::mail {

struct Outgoing {
  long long id = 0;
  Mail mail;
  std::string render_args;  // not empty: the worker renders the bodies before sending
  int attempts = 0;         // including the one now claimed
  long long created_at = 0;
};

struct RetryPolicy {
  long long base_ms = 30'000;          // first retry after this
  long long max_delay_ms = 3'600'000;  // backoff stops growing here
  long long give_up_ms = 86'400'000;   // a mail this old that still fails is 'failed'
  long long lease_ms = 60'000;  // a claimed mail not finished (or renewed) by then is claimed again
};

// Delay before attempt number `attempts + 1` (pure).
long long backoff_ms(const RetryPolicy& p, int attempts);

void enqueue(soci::session& s, const Mail& m, long long now);
// Several mails in one statement (one round trip), e.g. an order's.
void enqueue_all(soci::session& s, const std::vector<Mail>& mails, long long now);
// Mails whose bodies the worker renders when it sends them (the Worker's renderer): kind,
// recipient, subject and order id now, bodies empty, `render_args` for the renderer.
struct ToRender {
  std::string kind, recipient, subject, order_id, render_args;
};
void enqueue_to_render(soci::session& s, const std::vector<ToRender>& mails, long long now);
// Claims up to `limit` due mails for this worker (SKIP LOCKED on PostgreSQL).
std::vector<Outgoing> claim(soci::session& s, bool postgres, long long now, int limit,
                            const RetryPolicy& p, const std::string& worker = {});
// Extends the lease on mails `worker` is still sending.
void renew(soci::session& s, const std::vector<long long>& ids, const std::string& worker,
           long long lease_until);
// At start-up: mails this worker claimed before it stopped (a crash) are due again now.
int reclaim(soci::session& s, const std::string& worker, long long now);
// Sent: one statement for up to 64 mails, sent with the write's flush.
void mark_sent(soci::session& s, const std::vector<long long>& ids, long long now);
// A failed attempt: retried later, or 'failed' when permanent or too old.
void mark_failed(soci::session& s, const Outgoing& m, const std::string& error, bool permanent,
                 long long now, const RetryPolicy& p);
// Puts a failed mail back in the queue (admin "retry").
bool retry_now(soci::session& s, long long id, long long now);

// Retention: empties the bodies of up to `limit` mails sent before `cutoff_ms`, oldest
// first (pending, sending and failed mails keep theirs). Returns how many were emptied.
int prune_sent_bodies(soci::session& s, long long cutoff_ms, int limit);

// One outbox row as the back office lists it.
struct OutboxEntry {
  long long id = 0;
  std::string kind, recipient, subject, order_id, status;
  long long attempts = 0;
  std::string last_error;
  long long created_at = 0;
  std::optional<long long> sent_at;
};
// The newest `limit` mails, newest first; with `before` (an id), those older than it.
std::vector<OutboxEntry> recent(soci::session& s, int limit, long long before = 0);

}  // namespace aqua::mail

// The SMS outbox: a message is written in the transaction of the event that causes it (one
// per event key and recipient, whatever the retries), then the worker claims due ones (one
// worker per message, also across servers), sends them through the gateway and records the
// outcome with retries and exponential backoff, as the mail outbox does (mail/outbox.hpp).
// Delivery reports from the gateway move a sent message to delivered or failed.
#pragma once
#include <soci/soci.h>

#include <optional>
#include <string>
#include <vector>

namespace aqua::messages {

struct Message {
  std::string event_key;  // e.g. "order_placed:<order id>": the same key is written once
  std::string kind;       // order_placed, delivered, ...
  std::string phone;      // as the customer typed it; normalised here
  std::string body;
  std::string order_id;
  bool any_hour = false;  // true: sent in quiet hours too ("on the way")
};

struct RetryPolicy {
  long long base_ms = 30'000;
  long long max_delay_ms = 3'600'000;
  long long give_up_ms = 86'400'000;
  long long lease_ms = 60'000;
};

struct Rules {
  int daily_cap = 5;  // messages per number per Pakistan day; more are recorded as failed
};

// Delay before attempt number `attempts + 1` (pure).
long long backoff_ms(const RetryPolicy& p, int attempts);

// Writes the message: queued (due now, or at 08:00 after quiet hours), or failed with the
// reason when the number is not a mobile, has sent STOP or had its day's cap. A second call
// with the same event key and number writes nothing. Returns the status written, or "" when
// the key was there already.
std::string enqueue(soci::session& s, const Message& m, long long now, const Rules& rules);

struct Outgoing {
  long long id = 0;
  std::string recipient, body;
  int attempts = 0;
  long long created_at = 0;
};
std::vector<Outgoing> claim(soci::session& s, bool postgres, long long now, int limit,
                            const RetryPolicy& p, const std::string& worker);
void renew(soci::session& s, const std::vector<long long>& ids, const std::string& worker,
           long long lease_until);
int reclaim(soci::session& s, const std::string& worker, long long now);
void mark_sent(soci::session& s, long long id, long long now);
void mark_failed(soci::session& s, const Outgoing& m, const std::string& error, bool permanent,
                 long long now, const RetryPolicy& p);

// A delivery report (Kannel's dlr types: 1 delivered, 2 failed, 4 buffered, 8 accepted by
// the operator, 16 rejected by the operator). False when no such message.
bool record_report(soci::session& s, long long id, int type, long long now);

// STOP / START.
void opt_out(soci::session& s, const std::string& phone, long long now);
void opt_in(soci::session& s, const std::string& phone);
bool opted_out(soci::session& s, const std::string& phone);

// The newest order a number was told about (its order_placed message), if any.
std::string latest_order_of(soci::session& s, const std::string& phone);
void store_reply(soci::session& s, const std::string& sender, const std::string& body,
                 const std::string& action, const std::string& order_id, const std::string& outcome,
                 long long now);

// Staff put a failed message back in the queue (not one refused for its number or STOP).
// Returns "" when done, otherwise why not.
std::string resend(soci::session& s, long long id, long long now);

struct OutboxEntry {
  long long id = 0;
  std::string event_key, kind, recipient, body, order_id, status;
  long long attempts = 0;
  std::string last_error, last_report;
  long long created_at = 0, next_attempt_at = 0;
  std::optional<long long> sent_at, delivered_at;
};
std::vector<OutboxEntry> recent(soci::session& s, int limit, long long before = 0);
// The message written with this event key (staff messages: to read back what was queued).
OutboxEntry by_event_key(soci::session& s, const std::string& key);
// An order's messages and replies, oldest first (the admin order page's timeline).
std::vector<OutboxEntry> messages_of_order(soci::session& s, const std::string& order_id);

struct ReplyEntry {
  long long id = 0;
  std::string sender, body, action, order_id, outcome;
  long long received_at = 0;
  std::vector<std::string> recent_orders;  // the orders this number was told about, newest first
};
std::vector<ReplyEntry> recent_replies(soci::session& s, int limit);
// The replies about an order, oldest first (without recent orders).
std::vector<ReplyEntry> replies_of_order(soci::session& s, const std::string& order_id);

}  // namespace aqua::messages

// The background worker inside `aquapure serve` that empties the outbox.
#pragma once
#include <functional>
#include <memory>
#include <string>

#include "core/poll_loop.hpp"
#include "db/database.hpp"
#include "mail/outbox.hpp"
#include "mail/sender.hpp"

namespace aqua::mail {

class Worker {
 public:
  // Fills the bodies of a mail queued with enqueue_to_render (throws when it cannot: the
  // mail then fails for good). Rendered again on every attempt, never stored.
  using Renderer = std::function<void(Outgoing&)>;

  // `identity` names this server (stable across restarts, e.g. host:port): mails it had
  // claimed when it last stopped are sent again at once. The renderer is given here, before
  // the worker's thread starts, so no claimed mail is ever tried without it.
  Worker(db::Database& db, std::unique_ptr<Sender> sender, RetryPolicy policy, long poll_ms,
         std::string identity = {}, Renderer renderer = {});
  ~Worker();  // stops and joins
  void wake();

  // One pass: claims and sends what is due. Returns how many were attempted.
  int run_once();

 private:
  SendResult send_one(Outgoing& m);

  db::Database& db_;
  std::unique_ptr<Sender> sender_;
  RetryPolicy policy_;
  std::string identity_;
  Renderer renderer_;
  std::unique_ptr<PollLoop> loop_;  // last: stops first
};

}  // namespace aqua::mail

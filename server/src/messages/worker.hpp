// The background worker inside `aquapure serve` that empties the SMS outbox (as the mail
// worker does, mail/worker.hpp).
#pragma once
#include <memory>
#include <string>

#include "core/poll_loop.hpp"
#include "db/database.hpp"
#include "messages/outbox.hpp"
#include "messages/sender.hpp"

namespace aqua::messages {

class Worker {
 public:
  // `identity` names this server (stable across restarts): messages it had claimed when it
  // last stopped are due again at once.
  Worker(db::Database& db, std::unique_ptr<Sender> sender, RetryPolicy policy, long poll_ms,
         std::string identity);
  ~Worker();  // stops and joins
  void wake();
  int run_once();

 private:
  db::Database& db_;
  std::unique_ptr<Sender> sender_;
  RetryPolicy policy_;
  std::string identity_;
  std::unique_ptr<PollLoop> loop_;  // last: stops first
};

}  // namespace aqua::messages

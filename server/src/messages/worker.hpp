// The background worker inside `aquapure serve` that empties the SMS outbox (as the mail
// worker does, mail/worker.hpp).
#pragma once
#include <condition_variable>
#include <memory>
#include <mutex>
#include <string>
#include <thread>

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
  ~Worker();
  void wake();
  int run_once();

 private:
  void loop();

  db::Database& db_;
  std::unique_ptr<Sender> sender_;
  RetryPolicy policy_;
  long poll_ms_;
  std::string identity_;
  std::mutex mutex_;
  std::condition_variable cv_;
  bool stop_ = false, woken_ = false;
  std::thread thread_;
};

}  // namespace aqua::messages

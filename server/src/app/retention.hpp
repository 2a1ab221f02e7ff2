// Retention: what the database keeps only for a while. A background task prunes,
// in small batches (one short transaction each, so order writes are never held up), the
// bodies of mails sent longer ago than the mail body retention (AQUA_MAIL_BODY_RETENTION_DAYS,
// default 30; unsent and failed mails keep theirs, so a mail survives an SMTP outage) and
// idempotency keys older than OrderService::kKeyRetentionMs.
#pragma once
#include <condition_variable>
#include <mutex>
#include <thread>

#include "db/database.hpp"

namespace aqua::app {

struct RetentionPolicy {
  long long mail_body_ms = 30LL * 86'400'000;
  long long key_ms = 30LL * 86'400'000;
  int batch = 500;
  long long interval_ms = 3'600'000;  // how often the task runs
};

struct Pruned {
  long long mail_bodies = 0, idempotency_keys = 0;
};

// One pass at `now`: batches until nothing old is left.
Pruned prune_once(db::Database& db, const RetentionPolicy& policy, long long now);

// Runs prune_once a minute after start, then every interval_ms.
class RetentionTask {
 public:
  RetentionTask(db::Database& db, RetentionPolicy policy);
  ~RetentionTask();  // stops and joins
  Pruned run_now();  // the test hook's "prune now"

 private:
  void loop();

  db::Database& db_;
  RetentionPolicy policy_;
  std::mutex mutex_, run_mutex_;
  std::condition_variable cv_;
  bool stop_ = false;
  std::thread thread_;
};

}  // namespace aqua::app

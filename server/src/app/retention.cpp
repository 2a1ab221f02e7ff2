#include "app/retention.hpp"

#include <spdlog/spdlog.h>

#include "core/clock.hpp"
#include "core/thread_name.hpp"
#include "mail/outbox.hpp"
#include "orders/store.hpp"

namespace aqua::app {

namespace {
// Runs `batch` (one transaction each) until it prunes less than a full batch.
long long drain(db::Database& db, int size, const std::function<int(soci::session&)>& batch) {
  long long total = 0;
  for (;;) {
    int n = db.write([&](soci::session& s) { return batch(s); });
    total += n;
    if (n < size) return total;
  }
}
}  // namespace

Pruned prune_once(db::Database& db, const RetentionPolicy& p, long long now) {
  Pruned out;
  out.mail_bodies = drain(db, p.batch, [&](soci::session& s) {
    return mail::prune_sent_bodies(s, now - p.mail_body_ms, p.batch);
  });
  out.idempotency_keys = drain(db, p.batch, [&](soci::session& s) {
    return orders::store::prune_keys_batch(s, now - p.key_ms, p.batch);
  });
  return out;
}

RetentionTask::RetentionTask(db::Database& db, RetentionPolicy policy)
    : db_(db), policy_(policy), thread_([this] { loop(); }) {}

RetentionTask::~RetentionTask() {
  {
    std::lock_guard lk(mutex_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

Pruned RetentionTask::run_now() {
  std::lock_guard run(run_mutex_);  // one pass at a time
  auto pruned = prune_once(db_, policy_, clock::now_ms());
  if (pruned.mail_bodies || pruned.idempotency_keys)
    spdlog::info("retention: {} sent mail bodies and {} idempotency keys pruned",
                 pruned.mail_bodies, pruned.idempotency_keys);
  return pruned;
}

void RetentionTask::loop() {
  name_this_thread("aqua-retention");
  auto wait = std::chrono::milliseconds(std::min<long long>(60'000, policy_.interval_ms));
  for (;;) {
    {
      std::unique_lock lk(mutex_);
      if (cv_.wait_for(lk, wait, [this] { return stop_; })) return;
    }
    try {
      run_now();
    } catch (const std::exception& e) {
      spdlog::error("retention: {}", e.what());
    }
    wait = std::chrono::milliseconds(policy_.interval_ms);
  }
}

}  // namespace aqua::app

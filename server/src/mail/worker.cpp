#include "mail/worker.hpp"

#include <spdlog/spdlog.h>

#include "core/clock.hpp"

namespace aqua::mail {

Worker::Worker(db::Database& db, std::unique_ptr<Sender> sender, RetryPolicy policy, long poll_ms)
    : db_(db), sender_(std::move(sender)), policy_(policy), poll_ms_(poll_ms) {
  thread_ = std::thread([this] { loop(); });
}

Worker::~Worker() {
  {
    std::lock_guard lk(mutex_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

void Worker::wake() {
  {
    std::lock_guard lk(mutex_);
    woken_ = true;
  }
  cv_.notify_all();
}

int Worker::run_once() {
  bool postgres = db_.kind() == db::Kind::postgresql;
  auto batch =
      db_.write([&](soci::session& s) { return claim(s, postgres, clock::now_ms(), 20, policy_); });
  for (const auto& m : batch) {
    auto result = sender_->send(m.mail, m.id);
    db_.write([&](soci::session& s) {
      if (result.ok)
        mark_sent(s, m.id, clock::now_ms());
      else
        mark_failed(s, m, result.error, result.permanent, clock::now_ms(), policy_);
    });
    if (!result.ok)
      spdlog::warn("mail {} to {} failed (attempt {}): {}", m.id, m.mail.recipient, m.attempts,
                   result.error);
  }
  return static_cast<int>(batch.size());
}

void Worker::loop() {
  for (;;) {
    int sent = 0;
    try {
      sent = run_once();
    } catch (const std::exception& e) {
      spdlog::error("mail worker: {}", e.what());
    }
    std::unique_lock lk(mutex_);
    if (stop_) return;
    if (sent > 0) continue;  // more may be due right away
    cv_.wait_for(lk, std::chrono::milliseconds(poll_ms_), [this] { return stop_ || woken_; });
    woken_ = false;
    if (stop_) return;
  }
}

}  // namespace aqua::mail

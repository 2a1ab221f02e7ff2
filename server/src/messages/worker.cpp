#include "messages/worker.hpp"

#include <spdlog/spdlog.h>

#include "core/clock.hpp"

namespace aqua::messages {

Worker::Worker(db::Database& db, std::unique_ptr<Sender> sender, RetryPolicy policy, long poll_ms,
               std::string identity)
    : db_(db), sender_(std::move(sender)), policy_(policy), identity_(std::move(identity)) {
  try {
    int n = db_.write([&](soci::session& s) { return reclaim(s, identity_, clock::now_ms()); });
    if (n > 0) spdlog::info("sms: {} unfinished message(s) from before the restart are due", n);
  } catch (const std::exception& e) {
    spdlog::error("sms worker: reclaiming earlier claims failed: {}", e.what());
  }
  loop_ = std::make_unique<PollLoop>("sms", "aqua-sms", poll_ms, [this] { return run_once(); });
}

Worker::~Worker() = default;

void Worker::wake() {
  loop_->wake();
}

int Worker::run_once() {
  bool postgres = db_.kind() == db::Kind::postgresql;
  auto batch = db_.write([&](soci::session& s) {
    return claim(s, postgres, clock::now_ms(), 20, policy_, identity_);
  });
  long long renewed = clock::now_ms();
  for (std::size_t i = 0; i < batch.size(); ++i) {
    if (long long now = clock::now_ms(); now - renewed > policy_.lease_ms / 3) {
      std::vector<long long> rest;
      for (std::size_t j = i; j < batch.size(); ++j) rest.push_back(batch[j].id);
      db_.write([&](soci::session& s) { renew(s, rest, identity_, now + policy_.lease_ms); });
      renewed = now;
    }
    // Each outcome is written as soon as it is known, so a crash after a send repeats at most
    // the message in flight (the gateway has no key to drop a repeat by).
    auto r = sender_->send(batch[i]);
    db_.write([&](soci::session& s) {
      if (r.ok)
        mark_sent(s, batch[i].id, clock::now_ms());
      else
        mark_failed(s, batch[i], r.error, r.permanent, clock::now_ms(), policy_);
    });
    if (!r.ok)
      spdlog::warn("sms {} to {} failed (attempt {}): {}", batch[i].id, batch[i].recipient,
                   batch[i].attempts, r.error);
  }
  return static_cast<int>(batch.size());
}

}  // namespace aqua::messages

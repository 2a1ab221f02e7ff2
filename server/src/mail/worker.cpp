#include "mail/worker.hpp"

#include <spdlog/spdlog.h>

#include <stdexcept>

#include "core/clock.hpp"

namespace aqua::mail {

Worker::Worker(db::Database& db, std::unique_ptr<Sender> sender, RetryPolicy policy, long poll_ms,
               std::string identity, Renderer renderer)
    : db_(db),
      sender_(std::move(sender)),
      policy_(policy),
      identity_(std::move(identity)),
      renderer_(std::move(renderer)) {
  if (!identity_.empty()) {
    try {
      int n = db_.write([&](soci::session& s) { return reclaim(s, identity_, clock::now_ms()); });
      if (n > 0) spdlog::info("mail: {} unfinished mail(s) from before the restart are due", n);
    } catch (const std::exception& e) {
      spdlog::error("mail worker: reclaiming earlier claims failed: {}", e.what());
    }
  }
  loop_ = std::make_unique<PollLoop>("mail", "aqua-mail", poll_ms, [this] { return run_once(); });
}

Worker::~Worker() = default;

void Worker::wake() {
  loop_->wake();
}

int Worker::run_once() {
  bool postgres = db_.kind() == db::Kind::postgresql;
  auto batch = db_.write([&](soci::session& s) {
    return claim(s, postgres, clock::now_ms(), 50, policy_, identity_);
  });
  if (batch.empty()) return 0;
  std::vector<SendResult> results;
  results.reserve(batch.size());
  long long renewed = clock::now_ms();
  for (std::size_t i = 0; i < batch.size(); ++i) {
    // A slow SMTP server: keep the short lease on what is still to send from lapsing.
    if (long long now = clock::now_ms(); now - renewed > policy_.lease_ms / 3) {
      std::vector<long long> rest;
      for (std::size_t j = i; j < batch.size(); ++j) rest.push_back(batch[j].id);
      db_.write([&](soci::session& s) { renew(s, rest, identity_, now + policy_.lease_ms); });
      renewed = now;
    }
    results.push_back(send_one(batch[i]));
  }
  // One transaction records the whole batch: fewer commits, less waiting for order writes.
  db_.write([&](soci::session& s) {
    long long now = clock::now_ms();
    std::vector<long long> sent;
    for (std::size_t i = 0; i < batch.size(); ++i) {
      if (results[i].ok)
        sent.push_back(batch[i].id);
      else
        mark_failed(s, batch[i], results[i].error, results[i].permanent, now, policy_);
    }
    mark_sent(s, sent, now);
  });
  for (std::size_t i = 0; i < batch.size(); ++i)
    if (!results[i].ok)
      spdlog::warn("mail {} to {} failed (attempt {}): {}", batch[i].id, batch[i].mail.recipient,
                   batch[i].attempts, results[i].error);
  return static_cast<int>(batch.size());
}

SendResult Worker::send_one(Outgoing& m) {
  if (!m.render_args.empty()) {
    try {
      if (!renderer_) throw std::invalid_argument("no renderer for this mail");
      renderer_(m);
    } catch (const std::invalid_argument& e) {  // nothing to render from: for good
      return {false, true, std::string("could not render the mail: ") + e.what()};
    } catch (const std::exception& e) {  // e.g. the database is away: retried later
      return {false, false, std::string("could not render the mail: ") + e.what()};
    }
  }
  return sender_->send(m.mail, m.id);
}

}  // namespace aqua::mail

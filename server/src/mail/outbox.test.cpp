// The outbox's bookkeeping on both engines: mark_sent marks exactly the mails it is given,
// however many (one statement per 64, its list padded to a power of two), a failed mail
// waits for its retry, and a claimed batch comes in id order. The PostgreSQL case runs
// under scripts/with-postgres.sh.
#include "mail/outbox.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <set>

#include "db/testing.hpp"

namespace aqua::mail {
namespace {

class Outbox : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    scratch = std::make_unique<db::ScratchDatabase>(GetParam(), "outbox");
    if (!scratch->db) GTEST_SKIP() << "no PostgreSQL (run under scripts/with-postgres.sh)";
  }
  std::vector<long long> enqueue_mails(int n) {
    scratch->db->write([&](soci::session& s) {
      for (int i = 0; i < n; ++i)
        enqueue(s, {"order_admin", "shop@example.pk", "Order", "text", "<p>html</p>", ""}, 1000);
    });
    std::vector<long long> ids;
    for (const auto& e : recent(100)) ids.push_back(e.id);
    return ids;
  }
  std::vector<OutboxEntry> recent(int limit) {
    return scratch->db->read([&](soci::session& s) { return mail::recent(s, limit); });
  }
  std::unique_ptr<db::ScratchDatabase> scratch;
};

TEST_P(Outbox, MarkSentMarksExactlyTheMailsGiven) {
  auto ids = enqueue_mails(90);
  ASSERT_EQ(ids.size(), 90u);
  std::set<long long> want;
  for (std::size_t n : {1u, 3u, 70u}) {  // one, a padded three, and more than one statement
    std::vector<long long> some(ids.begin() + static_cast<long>(want.size()),
                                ids.begin() + static_cast<long>(want.size() + n));
    want.insert(some.begin(), some.end());
    scratch->db->write([&](soci::session& s) { mark_sent(s, some, 2000); });
    std::set<long long> sent;
    for (const auto& e : recent(100))
      if (e.status == "sent") {
        sent.insert(e.id);
        EXPECT_EQ(e.sent_at, 2000);
      }
    EXPECT_EQ(sent, want) << n;
  }
  scratch->db->write([&](soci::session& s) { mark_sent(s, {}, 3000); });  // nothing to do
}

TEST_P(Outbox, AFailedMailWaitsForItsRetry) {
  auto ids = enqueue_mails(1);
  auto claimed = scratch->db->write([&](soci::session& s) {
    return claim(s, GetParam() == "postgresql", 1000, 10, RetryPolicy{}, "w1");
  });
  ASSERT_EQ(claimed.size(), 1u);
  scratch->db->write([&](soci::session& s) {
    mark_failed(s, claimed[0], "421 try later", false, 1000, RetryPolicy{});
  });
  auto e = recent(1).front();
  EXPECT_EQ(e.status, "pending");
  EXPECT_EQ(e.last_error, "421 try later");
  EXPECT_TRUE(scratch->db
                  ->write([&](soci::session& s) {
                    return claim(s, GetParam() == "postgresql", 1000, 10, RetryPolicy{}, "w1");
                  })
                  .empty());  // not due yet
}

TEST_P(Outbox, AClaimedBatchComesInTheOrderTheMailsWereQueued) {
  // An order's mails are queued one after the other; the worker renders them from one read
  // of the order only if they come together (PostgreSQL's RETURNING follows its plan).
  auto ids = enqueue_mails(60);
  auto claimed = scratch->db->write([&](soci::session& s) {
    return claim(s, GetParam() == "postgresql", 1000, 50, RetryPolicy{}, "w1");
  });
  ASSERT_EQ(claimed.size(), 50u);
  std::vector<long long> got(claimed.size());
  std::transform(claimed.begin(), claimed.end(), got.begin(), [](const auto& m) { return m.id; });
  std::sort(ids.begin(), ids.end());
  EXPECT_EQ(got, std::vector<long long>(ids.begin(), ids.begin() + 50));
}

INSTANTIATE_TEST_SUITE_P(Engines, Outbox, ::testing::Values("sqlite", "postgresql"));

}  // namespace
}  // namespace aqua::mail

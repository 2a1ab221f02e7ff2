// The SMS outbox on both engines: one message per event key and number, refused numbers,
// STOP and the daily cap recorded as failed with the reason, retries with backoff, delivery
// reports. The PostgreSQL case runs under scripts/with-postgres.sh.
#include "messages/outbox.hpp"

#include <gtest/gtest.h>

#include "db/testing.hpp"
#include "messages/sender.hpp"

namespace aqua::messages {
namespace {

// 2026-11-24 12:00 Pakistan time: outside quiet hours.
constexpr long long kNoon = 1'795'503'600'000LL;

class SmsOutbox : public ::testing::TestWithParam<std::string> {
 protected:
  void SetUp() override {
    scratch = std::make_unique<db::ScratchDatabase>(GetParam(), "sms");
    if (!scratch->db) GTEST_SKIP() << "no PostgreSQL (run under scripts/with-postgres.sh)";
  }
  std::string put(const Message& m, long long now = kNoon, Rules r = {}) {
    return scratch->db->write([&](soci::session& s) { return enqueue(s, m, now, r); });
  }
  std::vector<OutboxEntry> all() {
    return scratch->db->read([](soci::session& s) { return recent(s, 100); });
  }
  std::unique_ptr<db::ScratchDatabase> scratch;
};

TEST_P(SmsOutbox, OneMessagePerEventAndNumber) {
  EXPECT_EQ(put({"order_placed:A", "order_placed", "0300-1234567", "hello", "A"}), "queued");
  EXPECT_EQ(put({"order_placed:A", "order_placed", "+92 300 1234567", "hello", "A"}), "");
  ASSERT_EQ(all().size(), 1U);
  EXPECT_EQ(all()[0].recipient, "+923001234567");
  EXPECT_EQ(all()[0].status, "queued");
}

TEST_P(SmsOutbox, LandlineStopAndCapAreRecordedNotSent) {
  EXPECT_EQ(put({"e1", "order_placed", "051-1234567", "hello", "A"}), "failed");
  EXPECT_EQ(all()[0].last_error, "a landline cannot receive text messages");
  scratch->db->write([](soci::session& s) { opt_out(s, "+923001234567", kNoon); });
  EXPECT_EQ(put({"e2", "order_placed", "03001234567", "hello", "B"}), "failed");
  EXPECT_EQ(all()[0].last_error, "the number sent STOP");
  scratch->db->write([](soci::session& s) { opt_in(s, "+923001234567"); });
  Rules two{2};
  EXPECT_EQ(put({"e3", "k", "03001234567", "a", ""}, kNoon, two), "queued");
  EXPECT_EQ(put({"e4", "k", "03001234567", "b", ""}, kNoon, two), "queued");
  EXPECT_EQ(put({"e5", "k", "03001234567", "c", ""}, kNoon, two), "failed");
  EXPECT_NE(all()[0].last_error.find("cap of 2"), std::string::npos);
}

TEST_P(SmsOutbox, QuietHoursHoldUntilEight) {
  long long ten_pm = kNoon + 10 * 3'600'000LL;
  put({"e1", "k", "03001234567", "a", ""}, ten_pm);
  EXPECT_EQ(all()[0].next_attempt_at, kNoon + 20 * 3'600'000LL);  // 08:00 the next day
  bool postgres = GetParam() == "postgresql";
  auto none = scratch->db->write(
      [&](soci::session& s) { return claim(s, postgres, ten_pm + 60'000, 10, {}, "w"); });
  EXPECT_TRUE(none.empty());
}

TEST_P(SmsOutbox, FailuresBackOffThenReportsRecordDelivery) {
  put({"e1", "k", "03001234567", "a", ""});
  bool postgres = GetParam() == "postgresql";
  RetryPolicy p;
  auto batch =
      scratch->db->write([&](soci::session& s) { return claim(s, postgres, kNoon, 10, p, "w"); });
  ASSERT_EQ(batch.size(), 1U);
  scratch->db->write(
      [&](soci::session& s) { mark_failed(s, batch[0], "gateway down", false, kNoon, p); });
  EXPECT_EQ(all()[0].status, "queued");
  EXPECT_EQ(all()[0].next_attempt_at, kNoon + p.base_ms);
  batch = scratch->db->write(
      [&](soci::session& s) { return claim(s, postgres, kNoon + p.base_ms, 10, p, "w"); });
  ASSERT_EQ(batch.size(), 1U);
  EXPECT_EQ(batch[0].attempts, 2);
  scratch->db->write([&](soci::session& s) { mark_sent(s, batch[0].id, kNoon + p.base_ms); });
  EXPECT_EQ(all()[0].status, "sent");
  scratch->db->write([&](soci::session& s) { record_report(s, batch[0].id, 8, kNoon + 40'000); });
  EXPECT_EQ(all()[0].status, "sent");
  scratch->db->write([&](soci::session& s) { record_report(s, batch[0].id, 1, kNoon + 50'000); });
  EXPECT_EQ(all()[0].status, "delivered");
  EXPECT_TRUE(all()[0].delivered_at.has_value());
  EXPECT_FALSE(scratch->db->write(
      [&](soci::session& s) { return record_report(s, batch[0].id + 99, 1, kNoon); }));
}

TEST_P(SmsOutbox, StopFailsWhatWaitsAndResendChecksAgain) {
  put({"e1", "k", "03001234567", "a", ""});
  scratch->db->write([](soci::session& s) { opt_out(s, "+923001234567", kNoon); });
  auto e = all()[0];
  EXPECT_EQ(e.status, "failed");
  auto why = scratch->db->write([&](soci::session& s) { return resend(s, e.id, kNoon); });
  EXPECT_EQ(why, "The number sent STOP");
  scratch->db->write([](soci::session& s) { opt_in(s, "+923001234567"); });
  why = scratch->db->write([&](soci::session& s) { return resend(s, e.id, kNoon); });
  EXPECT_EQ(why, "");
  EXPECT_EQ(all()[0].status, "queued");
}

INSTANTIATE_TEST_SUITE_P(Engines, SmsOutbox, ::testing::Values("sqlite", "postgresql"));

TEST(Sendsms, AsksUcs2ForUrduAndADeliveryReport) {
  KannelConfig c{"http://gw/cgi-bin/sendsms", "shop", "p&w", "", "http://shop/api/sms/dlr/S", 20};
  Outgoing m{7, "+923001234567", "hello world", 1, 0};
  auto q = sendsms_query(c, m);
  EXPECT_NE(q.find("username=shop&password=p%26w&to=%2B923001234567&text=hello%20world"),
            std::string::npos);
  EXPECT_EQ(q.find("coding="), std::string::npos);
  EXPECT_NE(
      q.find("dlr-mask=31&dlr-url=http%3A%2F%2Fshop%2Fapi%2Fsms%2Fdlr%2FS%3Fid%3D7%26type%3D%25d"),
      std::string::npos);
  m.body = "شکریہ";
  EXPECT_NE(sendsms_query(c, m).find("&coding=2&charset=UTF-8"), std::string::npos);
}

}  // namespace
}  // namespace aqua::messages

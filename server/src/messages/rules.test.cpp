// Pakistani mobile numbers, quiet hours, replies and the texts (pure).
#include "messages/rules.hpp"

#include <gtest/gtest.h>

#include "core/clock.hpp"

namespace aqua::messages {
namespace {

std::string mobile(std::string_view raw) {
  auto n = normalise_mobile(raw);
  return std::holds_alternative<std::string>(n) ? std::get<std::string>(n)
                                                : "refused: " + std::get<Refused>(n).reason;
}

TEST(Phone, MobileNumbersInEveryUsualFormBecomePlus92) {
  for (const char* raw :
       {"03001234567", "0300-1234567", "0300 123 4567", "+92 300 1234567", "+923001234567",
        "923001234567", "00923001234567", "3001234567", "+92 (0)300 1234567", "(0300) 123-4567"})
    EXPECT_EQ(mobile(raw), "+923001234567") << raw;
  EXPECT_EQ(mobile("0345.9876543"), "+923459876543");
}

TEST(Phone, LandlinesAreRefusedWithAReason) {
  EXPECT_EQ(mobile("051-1234567"), "refused: a landline cannot receive text messages");
  EXPECT_EQ(mobile("+92 51 1234567"), "refused: a landline cannot receive text messages");
  EXPECT_EQ(mobile("042 35761234"), "refused: a landline cannot receive text messages");
}

TEST(Phone, ForeignShortAndMalformedNumbersAreRefused) {
  EXPECT_EQ(mobile("+44 7700 900123"), "refused: not a Pakistani number");
  EXPECT_EQ(mobile("0300123456"), "refused: a mobile number has 10 digits after +92");
  EXPECT_EQ(mobile("030012345678"), "refused: a mobile number has 10 digits after +92");
  EXPECT_EQ(mobile("0300-CALL-ME"), "refused: not a phone number");
  EXPECT_EQ(mobile(""), "refused: no phone number");
  EXPECT_EQ(mobile("03+001234567"), "refused: not a phone number");
}

// 2026-11-24 in Pakistan (UTC+5) at hh:mm, as epoch ms.
std::int64_t pk(int hh, int mm, int day = 24) {
  auto midnight_utc = *clock::parse_iso_utc("2026-11-" + std::to_string(day) + "T00:00:00Z");
  return midnight_utc + ((hh * 60 + mm) - 300) * 60'000LL;
}

TEST(QuietHours, DaytimeIsUnchangedAndTheNightWaitsForEight) {
  EXPECT_EQ(outside_quiet_hours(pk(8, 0)), pk(8, 0));
  EXPECT_EQ(outside_quiet_hours(pk(12, 30)), pk(12, 30));
  EXPECT_EQ(outside_quiet_hours(pk(20, 59)), pk(20, 59));
  EXPECT_EQ(outside_quiet_hours(pk(21, 0)), pk(8, 0, 25));
  EXPECT_EQ(outside_quiet_hours(pk(23, 45)), pk(8, 0, 25));
  EXPECT_EQ(outside_quiet_hours(pk(0, 10)), pk(8, 0));
  EXPECT_EQ(outside_quiet_hours(pk(4, 59)), pk(8, 0));  // 23:59 UTC the day before
  EXPECT_EQ(outside_quiet_hours(pk(7, 59)), pk(8, 0));
}

TEST(Replies, AreClassified) {
  EXPECT_EQ(classify_reply("1"), Reply::confirm);
  EXPECT_EQ(classify_reply(" yes. "), Reply::confirm);
  EXPECT_EQ(classify_reply("YES"), Reply::confirm);
  EXPECT_EQ(classify_reply("2"), Reply::cancel_request);
  EXPECT_EQ(classify_reply("No"), Reply::cancel_request);
  EXPECT_EQ(classify_reply("STOP"), Reply::stop);
  EXPECT_EQ(classify_reply("start"), Reply::start);
  EXPECT_EQ(classify_reply("1 bottle more please"), Reply::message);
  EXPECT_EQ(classify_reply("شکریہ"), Reply::message);
  EXPECT_STREQ(reply_action(Reply::cancel_request), "cancel_request");
}

TEST(Texts, OrderPlacedSaysNumberTotalDateSlotAndAsksCodToConfirm) {
  auto t = order_placed_text({"AQ-123", 45000, "2026-11-24", "9am-12pm", true});
  EXPECT_NE(t.find("AQ-123"), std::string::npos);
  EXPECT_NE(t.find("2026-11-24 9am-12pm"), std::string::npos);
  EXPECT_NE(t.find("reply 1 to confirm"), std::string::npos);
  EXPECT_FALSE(needs_ucs2(t));
  EXPECT_LE(t.size(), 306U);  // two GSM-7 segments
  auto paid = order_placed_text({"AQ-124", 45000, "2026-11-24", "9am-12pm", false});
  EXPECT_EQ(paid.find("reply 1"), std::string::npos);
}

TEST(Texts, DeliveredSaysBottlesAndCash) {
  auto t = delivered_text({"AQ-123", 2, 1, 45000});
  EXPECT_NE(t.find("2 bottle(s) dropped, 1 empty(ies) collected"), std::string::npos);
  EXPECT_NE(t.find("cash received"), std::string::npos);
  EXPECT_EQ(delivered_text({"AQ-1", 1, 0, 0}).find("cash"), std::string::npos);
  EXPECT_TRUE(needs_ucs2("آپ کا آرڈر"));
}

TEST(Texts, FailedSaysWhyAndHowToRebook) {
  auto t = failed_text({"AQ-123", "not-home"});
  EXPECT_EQ(t,
            "AquaPure: we could not deliver order AQ-123 because nobody was at home. Reply with a "
            "day and time, or call us, to rebook.");
  EXPECT_NE(failed_text({"AQ-1", "wrong-address"}).find("could not find the address"),
            std::string::npos);
  EXPECT_NE(failed_text({"AQ-1", "other"}).find("a problem on the way"), std::string::npos);
  EXPECT_LE(failed_text({"ORD-ABCDEFGHJK", "wrong-address"}).size(), 160U);
}

}  // namespace
}  // namespace aqua::messages

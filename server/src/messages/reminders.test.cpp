// SMS parts and the texts of replies, reminders and "on the way" (pure).
#include "messages/reminders.hpp"

#include <gtest/gtest.h>

namespace aqua::messages {
namespace {

TEST(Segments, Gsm7FitsOneHundredSixtyThenPartsOf153) {
  EXPECT_EQ(segments(""), 1);
  EXPECT_EQ(segments(std::string(160, 'a')), 1);
  EXPECT_EQ(segments(std::string(161, 'a')), 2);
  EXPECT_EQ(segments(std::string(306, 'a')), 2);
  EXPECT_EQ(segments(std::string(307, 'a')), 3);
  // ^ { } [ ] ~ \ | take two places each.
  EXPECT_EQ(segments(std::string(80, '{')), 1);
  EXPECT_EQ(segments(std::string(81, '{')), 2);
}

TEST(Segments, Ucs2FitsSeventyThenPartsOf67) {
  std::string urdu;  // "آ" is 2 bytes in UTF-8, one UTF-16 unit
  for (int i = 0; i < 70; ++i) urdu += "\u0622";
  EXPECT_EQ(segments(urdu), 1);
  EXPECT_EQ(segments(urdu + "\u0622"), 2);
  std::string long_urdu;
  for (int i = 0; i < 134; ++i) long_urdu += "\u0622";
  EXPECT_EQ(segments(long_urdu), 2);
  EXPECT_EQ(segments(long_urdu + "a"), 3);
  // An emoji is two UTF-16 units.
  std::string emoji;
  for (int i = 0; i < 35; ++i) emoji += "\U0001F600";
  EXPECT_EQ(segments(emoji), 1);
  EXPECT_EQ(segments(emoji + "a"), 2);
}

TEST(Texts, RepliesAreAnswered) {
  EXPECT_EQ(confirmed_text("ORD-1"), "AquaPure: thank you, order ORD-1 is confirmed.");
  EXPECT_EQ(cancel_request_text("ORD-1"),
            "AquaPure: we have your request to cancel order ORD-1. Our team will call you about "
            "it.");
}

TEST(Texts, ReminderSaysWhenWhatToKeepReadyAndCash) {
  ReminderStop r{"ORD-1", "9am-12pm", 3, 2, 150000, true};
  EXPECT_EQ(reminder_text(r),
            "AquaPure: tomorrow 9am-12pm we deliver order ORD-1: 3 bottle(s), please keep 2 "
            "empty(ies) ready, cash due PKR 1,500.00.");
  r.tomorrow = false;
  r.empties = 0;
  r.cash_paisa = 0;
  EXPECT_EQ(reminder_text(r, "fr"),  // a language without texts gets English
            "AquaPure: today 9am-12pm we deliver order ORD-1: 3 bottle(s).");
  EXPECT_EQ(
      on_the_way_text("ORD-1", "3pm-6pm"),
      "AquaPure: our driver is on the way with order ORD-1 (3pm-6pm); you are the next stop.");
}

}  // namespace
}  // namespace aqua::messages

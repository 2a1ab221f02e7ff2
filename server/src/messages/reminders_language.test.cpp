// The reply, reminder and "on the way" texts in English and Urdu (docs/product.md#languages):
// the Urdu ones go as UCS-2 with the brand, order number, amount and hours between isolates,
// and every one, in both languages and at its longest, stays within two segments.
#include <gtest/gtest.h>

#include "messages/reminders.hpp"
#include "messages/rules.hpp"

namespace aqua::messages {
namespace {

const char* const kSlots[] = {"9am-12pm", "12pm-3pm", "3pm-6pm", "6pm-9pm"};
const char* const kNumber = "ORD-ABCDEFGHJK";    // the longest number: ORD-/SUB- and ten
constexpr std::int64_t kLargeCash = 99'999'950;  // Rs 999,999.50

// "x" between LRI and PDI, written out so that the tests show the isolates.
std::string iso(const std::string& x) {
  return "\u2066" + x + "\u2069";
}

TEST(UrduReplies, ThankForAConfirmationAndPromiseACall) {
  EXPECT_EQ(confirmed_text("ORD-AB12", "ur"),
            iso("AquaPure") + ": شکریہ! آپ کا آرڈر " + iso("ORD-AB12") + " کنفرم ہو گیا ہے۔");
  EXPECT_EQ(cancel_request_text("ORD-AB12", "ur"),
            iso("AquaPure") + ": آرڈر " + iso("ORD-AB12") +
                " منسوخ کرنے کی آپ کی درخواست ہمیں مل گئی ہے۔ ہماری ٹیم جلد آپ کو کال کرے گی۔");
}

TEST(UrduReminders, SayWhenWhatToKeepReadyAndCash) {
  ReminderStop r{"ORD-AB12", "9am-12pm", 3, 2, 150000, true};
  EXPECT_EQ(reminder_text(r, "ur"), iso("AquaPure") + ": آرڈر " + iso("ORD-AB12") + " کل صبح " +
                                        iso("9-12") +
                                        " پہنچے گا: 3 بوتلیں۔ 2 خالی بوتلیں تیار رکھیں۔ " +
                                        iso("Rs 1,500") + " نقد ادا کرنے ہیں۔");
  r = {"SUB-AB12", "6pm-9pm", 1, 1, 45050, false};
  EXPECT_EQ(reminder_text(r, "ur"), iso("AquaPure") + ": آرڈر " + iso("SUB-AB12") + " آج شام " +
                                        iso("6-9") + " پہنچے گا: 1 بوتل۔ 1 خالی بوتل تیار رکھیں۔ " +
                                        iso("Rs 450.50") + " نقد ادا کرنے ہیں۔");
  r.empties = 0;
  r.cash_paisa = 0;
  EXPECT_EQ(reminder_text(r, "ur"), iso("AquaPure") + ": آرڈر " + iso("SUB-AB12") + " آج شام " +
                                        iso("6-9") + " پہنچے گا: 1 بوتل۔");
  r.slot = "7am-8am";  // a slot without words stays as it is, left to right
  EXPECT_NE(reminder_text(r, "ur").find(" آج " + iso("7am-8am") + " "), std::string::npos);
}

TEST(UrduOnTheWay, SaysTheDriverIsComingNext) {
  EXPECT_EQ(on_the_way_text("ORD-AB12", "3pm-6pm", "ur"),
            iso("AquaPure") + ": ہمارا ڈرائیور آپ کا آرڈر " + iso("ORD-AB12") + " (سہ پہر " +
                iso("3-6") + ") لے کر روانہ ہو چکا ہے، اگلی ڈیلیوری آپ کی ہے۔");
}

TEST(ReminderTexts, EveryOneInBothLanguagesFitsTwoSegments) {
  for (const char* language : {"en", "ur"}) {
    bool urdu = std::string(language) == "ur";
    auto check = [&](const std::string& t) {
      EXPECT_EQ(needs_ucs2(t), urdu) << t;
      EXPECT_LE(sms_segments(t), 2) << t;
      EXPECT_EQ(segments(t), sms_segments(t)) << t;
    };
    check(confirmed_text(kNumber, language));
    check(cancel_request_text(kNumber, language));
    for (const char* slot : kSlots) {
      check(on_the_way_text(kNumber, slot, language));
      for (bool tomorrow : {true, false})
        check(reminder_text({kNumber, slot, 99, 99, kLargeCash, tomorrow}, language));
    }
  }
}

TEST(UrduReminders, CashTooLargeForTheWholeTextStillFitsTwoSegments) {
  // Ten billion rupees: "empty bottles" gives way to "empties"; the cash is still said.
  auto t = reminder_text({kNumber, "12pm-3pm", 99, 99, 1'000'000'000'000, true}, "ur");
  EXPECT_LE(sms_segments(t), 2) << t;
  EXPECT_NE(t.find(" 99 خالی تیار رکھیں۔ "), std::string::npos) << t;
  EXPECT_NE(t.find(iso("Rs 10,000,000,000")), std::string::npos) << t;
}

TEST(SubscriptionTexts, PausedResumedAndCancelledInBothLanguagesWithinTwoSegments) {
  SubscriptionStatus c{"SUB-AB12", "pause", "2026-12-05"};
  EXPECT_EQ(subscription_status_text(c),
            "AquaPure: subscription SUB-AB12 is paused; deliveries resume on 2026-12-05.");
  EXPECT_EQ(subscription_status_text(c, "ur"), iso("AquaPure") + ": آپ کی سبسکرپشن " +
                                                   iso("SUB-AB12") + " روک دی گئی ہے، ڈیلیوری " +
                                                   iso("5/12") + " سے دوبارہ شروع ہو گی۔");
  c.action = "cancel";
  EXPECT_EQ(subscription_status_text(c, "ur"), iso("AquaPure") + ": آپ کی سبسکرپشن " +
                                                   iso("SUB-AB12") + " منسوخ کر دی گئی ہے، " +
                                                   iso("5/12") + " سے تجدید نہیں ہو گی۔");
  c.action = "skip";
  EXPECT_EQ(subscription_status_text(c), "");
  for (const char* language : {"en", "ur"})
    for (const char* action : {"pause", "resume", "cancel", "cancel-now"}) {
      auto t = subscription_status_text({"SUB-ABCDEFGHJK", action, "2026-12-31"}, language);
      EXPECT_EQ(needs_ucs2(t), std::string(language) == "ur") << t;
      EXPECT_LE(sms_segments(t), 2) << t;
      EXPECT_FALSE(t.empty());
    }
}

}  // namespace
}  // namespace aqua::messages

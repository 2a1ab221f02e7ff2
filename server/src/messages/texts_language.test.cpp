// The customer's texts in English and Urdu (docs/product.md#languages): the Urdu ones go as
// UCS-2 with the brand, order number, amount, day and hours between isolates, and every template,
// in both languages and at its longest, stays within two segments.
#include <gtest/gtest.h>

#include "messages/rules.hpp"

namespace aqua::messages {
namespace {

const char* const kSlots[] = {"9am-12pm", "12pm-3pm", "3pm-6pm", "6pm-9pm"};
const char* const kReasons[] = {"not-home", "refused", "wrong-address", "other"};
// The longest the shop's numbers get: ORD- or SUB- and ten characters, a large total.
const char* const kNumber = "ORD-ABCDEFGHJK";
constexpr std::int64_t kLargeTotal = 99'999'950;  // Rs 999,999.50

// "x" between LRI and PDI, written out so that the tests show the isolates.
std::string iso(const std::string& x) {
  return "\u2066" + x + "\u2069";
}

TEST(Segments, CountGsm7AndUcs2AsTheOperatorsDo) {
  EXPECT_EQ(sms_segments(""), 0);
  EXPECT_EQ(sms_segments(std::string(160, 'a')), 1);
  EXPECT_EQ(sms_segments(std::string(161, 'a')), 2);
  EXPECT_EQ(sms_segments(std::string(306, 'a')), 2);
  EXPECT_EQ(sms_segments(std::string(307, 'a')), 3);
  EXPECT_EQ(sms_segments(std::string(80, '{')), 1);  // extension characters count twice
  EXPECT_EQ(sms_segments(std::string(81, '{')), 2);
  std::string urdu;
  for (int i = 0; i < 70; ++i) urdu += "ب";  // two UTF-8 bytes, one UTF-16 unit
  EXPECT_EQ(sms_segments(urdu), 1);
  EXPECT_EQ(sms_segments(urdu + "ب"), 2);
  for (int i = 0; i < 63; ++i) urdu += "ب";  // 133 units
  EXPECT_EQ(sms_segments(urdu + "ب"), 2);
  EXPECT_EQ(sms_segments(urdu + "بب"), 3);  // 135 > 2 × 67
}

TEST(UrduTexts, OrderPlacedSaysNumberTotalDaySlotAndAsksCodToConfirm) {
  auto paid =
      order_placed_text({"ORD-AB12", 45050, "2026-11-28", "6pm-9pm", false, "AquaPure", "ur"});
  EXPECT_EQ(paid, iso("AquaPure") + ": آرڈر " + iso("ORD-AB12") + " موصول، کل " + iso("Rs 450.50") +
                      "، ڈیلیوری " + iso("28/11") + " شام " + iso("6-9") +
                      "۔ SMS بند کرانے کیلئے STOP۔");
  EXPECT_TRUE(needs_ucs2(paid));
  auto t = order_placed_text({"ORD-AB12", 45000, "2026-11-28", "9am-12pm", true, "AquaPure", "ur"});
  EXPECT_EQ(t, iso("AquaPure") + ": آرڈر " + iso("ORD-AB12") + " موصول، کل " + iso("Rs 450") +
                   "، ڈیلیوری " + iso("28/11") + " صبح " + iso("9-12") +
                   "۔ تصدیق: 1، منسوخی: 2 بھیجیں۔ SMS بند کرانے کیلئے STOP۔");
  // A full-length number with cash on delivery: the slot gives way (two segments).
  auto cod = order_placed_text({kNumber, 36000, "2026-11-28", "3pm-6pm", true, "AquaPure", "ur"});
  EXPECT_EQ(cod, iso("AquaPure") + ": آرڈر " + iso(kNumber) + " موصول، کل " + iso("Rs 360") +
                     "، ڈیلیوری " + iso("28/11") +
                     "۔ تصدیق: 1، منسوخی: 2 بھیجیں۔ SMS بند کرانے کیلئے STOP۔");
  EXPECT_LE(sms_segments(cod), 2);
  // The longest number and a large total still keep the day.
  auto large =
      order_placed_text({kNumber, kLargeTotal, "2026-12-31", "12pm-3pm", true, "AquaPure", "ur"});
  EXPECT_NE(large.find(iso("31/12")), std::string::npos) << large;
}

TEST(UrduTexts, DeliveredAndFailedSayWhatHappened) {
  EXPECT_EQ(delivered_text({"ORD-AB12", 2, 1, 45000, "AquaPure", "ur"}),
            iso("AquaPure") + ": آرڈر " + iso("ORD-AB12") +
                " پہنچ گیا۔ 2 بوتلیں دیں، 1 خالی واپس لی، " + iso("Rs 450") +
                " نقد وصول ہوئے۔ شکریہ!");
  EXPECT_EQ(delivered_text({"ORD-AB12", 1, 0, 0, "AquaPure", "ur"}),
            iso("AquaPure") + ": آرڈر " + iso("ORD-AB12") +
                " پہنچ گیا۔ 1 بوتل دی، 0 خالی واپس لیں۔ شکریہ!");
  EXPECT_EQ(failed_text({"ORD-AB12", "not-home", "AquaPure", "ur"}),
            iso("AquaPure") + ": آرڈر " + iso("ORD-AB12") +
                " نہیں پہنچ سکا کیونکہ گھر پر کوئی نہیں تھا۔ نئے وقت کیلئے دن اور وقت لکھ بھیجیں "
                "یا ہمیں کال کریں۔");
  EXPECT_NE(failed_text({"X", "wrong-address", "AquaPure", "ur"}).find("پتہ نہیں مل سکا"),
            std::string::npos);
  // The longest number with the longest reason: a shorter way to rebook, still two segments.
  EXPECT_EQ(failed_text({kNumber, "other", "AquaPure", "ur"}),
            iso("AquaPure") + ": آرڈر " + iso(kNumber) +
                " نہیں پہنچ سکا کیونکہ راستے میں مسئلہ پیش آ گیا۔ نئے وقت کیلئے جواب دیں یا کال "
                "کریں۔");
}

TEST(Texts, EveryTemplateInBothLanguagesFitsTwoSegments) {
  for (const char* language : {"en", "ur"}) {
    bool urdu = std::string(language) == "ur";
    auto check = [&](const std::string& t) {
      EXPECT_EQ(needs_ucs2(t), urdu) << t;
      EXPECT_LE(sms_segments(t), 2) << t;
    };
    for (const char* slot : kSlots)
      for (bool cod : {true, false})
        check(order_placed_text(
            {kNumber, kLargeTotal, "2026-12-31", slot, cod, "AquaPure", language}));
    check(delivered_text({kNumber, 99, 99, kLargeTotal, "AquaPure", language}));
    for (const char* reason : kReasons) check(failed_text({kNumber, reason, "AquaPure", language}));
  }
}

TEST(UrduTexts, AnOrderTooLargeForTheDayStillFitsTwoSegments) {
  // A total of ten million rupees: the day and slot give way (they are in the mail too).
  auto t = order_placed_text(
      {kNumber, 1'000'000'000'00, "2026-12-31", "12pm-3pm", true, "AquaPure", "ur"});
  EXPECT_LE(sms_segments(t), 2);
  EXPECT_NE(t.find("تصدیق: 1"), std::string::npos);
  EXPECT_NE(t.find(iso("Rs 1,000,000,000")), std::string::npos) << t;
}

}  // namespace
}  // namespace aqua::messages

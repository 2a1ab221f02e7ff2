// The "renewal in 3 days" text (docs/product.md, "Text messages"): English as GSM-7, Urdu as
// UCS-2 with the brand, number, day and link between isolates, both within two segments at
// their longest, the link always whole.
#include <gtest/gtest.h>

#include "messages/reminders.hpp"
#include "messages/rules.hpp"

namespace aqua::messages {
namespace {

std::string iso(const std::string& x) {
  return "\u2066" + x + "\u2069";
}

// A long shop address and the short link's 20 characters.
const char* const kLongUrl = "https://orders.aquapure-water.com.pk/s/0123456789abcdef0123";

TEST(RenewalNotice, EnglishSaysWhenAndWhereToChangeIt) {
  RenewalNotice n{"SUB-AB12", "2026-12-05", 3, "https://aquapure.pk/s/abc"};
  EXPECT_EQ(renewal_notice_text(n),
            "AquaPure: subscription SUB-AB12 renews in 3 days, on 2026-12-05. To pause, skip or "
            "change it: https://aquapure.pk/s/abc");
  n.days = 1;
  EXPECT_NE(renewal_notice_text(n).find("renews in 1 day, on"), std::string::npos);
}

TEST(RenewalNotice, UrduIsolatesTheNumberDayAndLink) {
  RenewalNotice n{"SUB-AB12", "2026-12-05", 3, "https://aquapure.pk/s/abc"};
  EXPECT_EQ(renewal_notice_text(n, "ur"),
            iso("AquaPure") + ": آپ کی سبسکرپشن " + iso("SUB-AB12") + " 3 دن بعد " + iso("5/12") +
                " کو تجدید ہو گی۔ روکنے یا بدلنے کیلئے: " + iso("https://aquapure.pk/s/abc"));
}

TEST(RenewalNotice, EveryFormFitsTwoSegmentsAndKeepsTheLink) {
  for (const char* language : {"en", "ur"})
    for (int days : {1, 2, 3}) {
      RenewalNotice n{"SUB-ABCDEFGHJK-9", "2026-12-31", days, kLongUrl};
      auto t = renewal_notice_text(n, language);
      EXPECT_EQ(needs_ucs2(t), std::string(language) == "ur") << t;
      EXPECT_LE(sms_segments(t), 2) << t;
      EXPECT_EQ(segments(t), sms_segments(t)) << t;
      EXPECT_NE(t.find(kLongUrl), std::string::npos) << t;
    }
}

TEST(RenewalNotice, UrduDropsTheNumberOnlyWhenTheLinkIsLong) {
  auto t = renewal_notice_text({"SUB-ABCDEFGHJK-9", "2026-12-31", 3, kLongUrl}, "ur");
  EXPECT_EQ(t, iso("AquaPure") + ": سبسکرپشن کی تجدید 3 دن بعد " + iso("31/12") +
                   " کو۔ تبدیلی: " + iso(kLongUrl));
  EXPECT_EQ(sms_segments(t), 2) << t;
  auto s = renewal_notice_text({"SUB-ABCDEFGHJK-9", "2026-12-31", 3, "http://aqua.pk/s/a"}, "ur");
  EXPECT_NE(s.find(iso("SUB-ABCDEFGHJK-9")), std::string::npos) << s;
}

}  // namespace
}  // namespace aqua::messages

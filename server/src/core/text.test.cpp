#include "core/text.hpp"

#include <gtest/gtest.h>

#include <chrono>

#include "core/json.hpp"
#include "core/validate.hpp"

namespace aqua {
namespace {

TEST(Text, SanitizeDecodesEntitiesBeforeCheckingSchemesAndDropsSrcdoc) {
  EXPECT_EQ(text::sanitize("<a href=\"jav&#x61;script:alert(1)\">x</a>"),
            "<a href=\"alert(1)\">x</a>");
  EXPECT_EQ(text::sanitize("<a href=\"&#106;&#97;vascript&colon;alert(1)\">x</a>"),
            "<a href=\"alert(1)\">x</a>");
  EXPECT_EQ(text::sanitize("<a href=\"java&Tab;script:x\">y</a>"), "<a href=\"x\">y</a>");
  EXPECT_EQ(text::sanitize("<a href=\"jav&amp;#x61;script:x\">y</a>"), "<a href=\"x\">y</a>");
  EXPECT_EQ(text::sanitize("<iframe srcdoc=\"&lt;script&gt;alert(1)&lt;/script&gt;\"></iframe>"),
            "<iframe ></iframe>");
  EXPECT_EQ(text::sanitize("Fish &amp; chips &#x2014; 5 bottles"), "Fish & chips \u2014 5 bottles");
  EXPECT_EQ(text::decode_entities("&#0;a&#xD800;&bogus;"), "a\uFFFD&bogus;");
}

TEST(Text, SanitizeRemovesScriptsSchemesAndHandlers) {
  EXPECT_EQ(text::sanitize("  Ali <script>alert(1)</script>Khan "), "Ali Khan");
  EXPECT_EQ(text::sanitize("<a href=\"javascript:alert(1)\">x</a>"), "<a href=\"alert(1)\">x</a>");
  EXPECT_EQ(text::sanitize("<img src=x onerror=alert(1)>"), "<img src=x >");
  EXPECT_EQ(text::sanitize("Plain text, 5 bottles"), "Plain text, 5 bottles");
  // No '<', ':', '=' or '&': nothing to look for, only trimmed (the fast path).
  EXPECT_EQ(text::sanitize("  House 1, Street 2, F-7/3 \t"), "House 1, Street 2, F-7/3");
  EXPECT_EQ(text::sanitize("a &lt;script&gt;x"), "a x");  // an entity takes the full path
  // Found by fuzzing: one pass would leave a script tag assembled from the pieces.
  EXPECT_EQ(text::sanitize("<scr<script></script>ipt>alert(1)</scr<script></script>ipt>"),
            "alert(1)");
  EXPECT_EQ(text::sanitize("javajavascript:script:alert(1)"), "alert(1)");
  EXPECT_EQ(text::sanitize("Great <script"), "Great script");
  EXPECT_EQ(text::sanitize("<<<<script>x"), "<<<x");
  EXPECT_EQ(text::sanitize("<<scr<script>ipt>"), "script>");
}

TEST(Text, Utf8IsCheckedAndCountedInCharacters) {
  EXPECT_TRUE(text::is_clean_utf8("علی خان"));
  EXPECT_EQ(text::utf8_length("علی"), 3u);
  EXPECT_FALSE(text::is_clean_utf8(std::string("\xC3\x28", 2)));
  EXPECT_FALSE(text::is_clean_utf8(std::string("a\0b", 3)));
  EXPECT_FALSE(text::is_clean_utf8("\xE2\x82"));
}

TEST(Text, BidiOverridesAndC1ControlsAreRefusedMarksAreKept) {
  const std::string rlo = "\xE2\x80\xAE", lre = "\xE2\x80\xAA";  // U+202E, U+202A
  const std::string lri = "\xE2\x81\xA6", pdi = "\xE2\x81\xA9";  // U+2066, U+2069
  EXPECT_FALSE(text::is_clean_utf8("House 5 " + rlo + "9/2-G"));
  EXPECT_FALSE(text::is_clean_utf8("a" + lre + "b"));
  EXPECT_FALSE(text::is_clean_utf8("a" + lri + "b" + pdi));
  EXPECT_FALSE(text::is_clean_utf8(std::string("a\xC2\x85") + "b"));  // U+0085, a C1 control
  const std::string rlm = "\xE2\x80\x8F";                             // U+200F, kept
  EXPECT_TRUE(text::is_clean_utf8("\xD8\xB9" + rlm + " 12"));
  EXPECT_TRUE(text::is_clean_utf8("caf\xC3\xA9 \xC2\xA0 \xE2\x80\x94"));  // é, nbsp, dash
}

TEST(Validate, EmailAndPhoneFollowTheSpec) {
  EXPECT_TRUE(validate::is_local_path("/images/products/1.svg"));
  EXPECT_TRUE(validate::is_local_path("/uploads/0123abcd.png"));
  EXPECT_FALSE(validate::is_local_path("//evil.example/x.png"));
  EXPECT_FALSE(validate::is_local_path("/\\evil.example/x.png"));
  EXPECT_FALSE(validate::is_local_path("https://evil.example/x.png"));
  EXPECT_FALSE(validate::is_local_path("/a/../../etc/passwd"));
  EXPECT_FALSE(validate::is_local_path("/x y.png"));
  EXPECT_FALSE(validate::is_local_path("/"));
  EXPECT_TRUE(validate::is_email("ali@example.pk"));
  EXPECT_FALSE(validate::is_email("ali@example"));
  EXPECT_FALSE(validate::is_email("ali example@x.pk"));
  EXPECT_FALSE(validate::is_email("@x.pk"));
  EXPECT_TRUE(validate::is_phone("+92 300 1234567"));
  EXPECT_TRUE(validate::is_phone("0300-1234567"));
  EXPECT_TRUE(validate::is_phone("(051) 1234-5678"));
  EXPECT_FALSE(validate::is_phone("12345"));
  EXPECT_FALSE(validate::is_phone("+92 300 12x4567"));
  EXPECT_FALSE(validate::is_phone("----------"));
}

}  // namespace
}  // namespace aqua

namespace aqua {
namespace {
TEST(Json, HugeNumbersAreRejectedNotConverted) {
  auto o = json::parse_object(R"({"q": 2999999999999999999999999999, "r": 1e300, "s": 12.0})");
  EXPECT_THROW(json::get_int(o, "q"), ApiError);
  EXPECT_THROW(json::get_int(o, "r"), ApiError);
  EXPECT_EQ(*json::get_int(o, "s"), 12);
}
}  // namespace
}  // namespace aqua

namespace aqua {
namespace {
TEST(Text, SanitizeStaysFastOnHostileNesting) {
  std::string nested;
  for (int i = 0; i < 1000; ++i) nested += "<scr";
  nested += "<script>";
  for (int i = 0; i < 1000; ++i) nested += "ipt>";
  auto t0 = std::chrono::steady_clock::now();
  auto out = text::sanitize(nested);
  auto ms =
      std::chrono::duration_cast<std::chrono::milliseconds>(std::chrono::steady_clock::now() - t0);
  EXPECT_EQ(out.find("<script"), std::string::npos);
  EXPECT_LT(ms.count(), 2000);
  EXPECT_EQ(text::sanitize(std::string(8000, '<') + "script"), "script");
  EXPECT_EQ(text::sanitize(std::string(1000000, '<') + "script:x"), "scriptx");
}
}  // namespace
TEST(Utf8Prefix, CutsBetweenCharactersAndReplacesBrokenBytes) {
  EXPECT_EQ(text::utf8_prefix("hello", 10), "hello");
  EXPECT_EQ(text::utf8_prefix("hello", 3), "hel");
  EXPECT_EQ(text::utf8_prefix("ab\xC3\xA9", 3), "ab");  // é would need bytes 3 and 4
  EXPECT_EQ(text::utf8_prefix("ab\xC3\xA9", 4), "ab\xC3\xA9");
  EXPECT_EQ(text::utf8_prefix("\xE2\x82\xAC\xE2\x82", 10), "\xE2\x82\xAC??");  // a cut euro sign
  EXPECT_EQ(text::utf8_prefix("a\xFF\x62\x80", 10), "a?b?");                   // \x62 is b
  EXPECT_EQ(text::utf8_prefix("\xED\xA0\x80", 10), "???");  // a surrogate is not UTF-8
  EXPECT_TRUE(text::is_clean_utf8(text::utf8_prefix("550 \xC3\xA9\xFE\x80 x", 8)));
}

}  // namespace aqua

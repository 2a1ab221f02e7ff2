#include "orders/admin_query.hpp"

#include <gtest/gtest.h>

#include <cctype>

namespace aqua::orders::admin_query {
namespace {

TEST(AdminQueryCursor, RoundTripsAndIsOpaque) {
  Cursor c{true, 1760936448200, "ORD-G000000070"};
  auto text = encode_cursor(c);
  EXPECT_EQ(text.find("ORD"), std::string::npos);
  for (char ch : text)
    EXPECT_TRUE(std::isalnum(static_cast<unsigned char>(ch)) || ch == '-' || ch == '_');
  auto back = decode_cursor(text);
  ASSERT_TRUE(back);
  EXPECT_TRUE(back->older);
  EXPECT_EQ(back->created_at, c.created_at);
  EXPECT_EQ(back->id, c.id);
  auto newer = decode_cursor(encode_cursor({false, 5, "ORD-A"}));
  ASSERT_TRUE(newer);
  EXPECT_FALSE(newer->older);
}

TEST(AdminQueryCursor, RefusesWhatItDidNotWrite) {
  for (const std::string& bad :
       std::initializer_list<std::string>{"", "zzz", "!!", "bjEyMy4", "eDEyMy5PUkQtMQ",
                                          "bzEyYS5PUkQtMQ", "bi0xLk9SRC0x", std::string(300, 'b')})
    EXPECT_FALSE(decode_cursor(bad)) << bad;
  // An id with characters no order id has (a quote) is refused too.
  EXPECT_FALSE(decode_cursor(encode_cursor({true, 1, "ORD-'1"})));
}

TEST(AdminQuerySearch, PicksTheIndexForTheText) {
  EXPECT_EQ(plan_search("", true).kind, SearchKind::none);
  auto id = plan_search("ord-ab12", true);
  EXPECT_EQ(id.kind, SearchKind::id_prefix);
  EXPECT_EQ(id.value, "ORD-AB12");
  auto mail = plan_search("Sana@Example", false);
  EXPECT_EQ(mail.kind, SearchKind::email_prefix);
  EXPECT_EQ(mail.value, "sana@example");
  EXPECT_EQ(plan_search("%-_", true).kind, SearchKind::nothing);
  auto words = plan_search("Ayesha  Kh", true);
  EXPECT_EQ(words.kind, SearchKind::words);
  EXPECT_EQ(words.value, "\"Ayesha\"");
  EXPECT_EQ(words.last_word, "kh");
  EXPECT_EQ(plan_search("Ayesha", true).value, "\"Ayesha\"*");
  EXPECT_EQ(plan_search("Ayesha", true).last_word, "");
  EXPECT_EQ(plan_search("Ayesha Kh", false).value, "'ayesha'");
  EXPECT_EQ(plan_search("Ayesha", false).value, "'ayesha':*");
  EXPECT_EQ(plan_search("+92 300 1234567", true).value, "\"92\" \"300\"");
  // A quote cannot reach either query syntax.
  EXPECT_EQ(plan_search("o'brien\"x", false).value, "'o' & 'brien'");
  EXPECT_EQ(plan_search("ORD-12 34", true).kind, SearchKind::words);
}

TEST(AdminQuerySql, KeysetPagesAndFiltersBindEveryValue) {
  ListSpec spec;
  spec.status = "pending";
  spec.cursor = Cursor{true, 42, "ORD-X"};
  spec.limit = 21;
  auto sql = page_sql(spec, true, "o.id");
  EXPECT_NE(sql.text.find("o.status = :p1"), std::string::npos) << sql.text;
  EXPECT_NE(sql.text.find("(o.created_at, o.id) < (:p2, :p3)"), std::string::npos) << sql.text;
  EXPECT_NE(sql.text.find("ORDER BY o.created_at DESC, o.id DESC LIMIT :p4"), std::string::npos);
  ASSERT_EQ(sql.params.size(), 4u);
  EXPECT_EQ(sql.params[1].number, 42);
  EXPECT_EQ(sql.params[3].number, 21);

  spec.cursor->older = false;
  spec.search = plan_search("ord-x", true);
  sql = page_sql(spec, true, "o.id");
  EXPECT_NE(sql.text.find("o.id >= :p1 AND o.id < :p2"), std::string::npos) << sql.text;
  EXPECT_NE(sql.text.find("(+o.created_at, o.id) > ("), std::string::npos) << sql.text;
  EXPECT_NE(sql.text.find("ASC, o.id ASC"), std::string::npos);
  EXPECT_EQ(sql.params[1].text, "ORD-X\xff");

  spec.search = plan_search("50%_off@x", false);
  sql = page_sql(spec, false, "o.id");
  EXPECT_NE(sql.text.find("lower(o.email) LIKE :p1"), std::string::npos) << sql.text;
  EXPECT_EQ(sql.params[0].text, "50\\%\\_off@x%");

  ListSpec words;
  words.search = plan_search("khan", true);
  auto count = count_sql(words, true, 10000);
  EXPECT_NE(count.text.find("orders_fts MATCH :p1"), std::string::npos) << count.text;
  EXPECT_EQ(count.params.back().number, 10001);
}

TEST(AdminQuerySql, ASearchSortsIdsAndReadsOnlyThePagesRows) {
  ListSpec spec;
  spec.search = plan_search("ORD-G0004", true);
  auto sql = page_sql(spec, true, "o.id, o.email");
  EXPECT_EQ(sql.text.find("SELECT o.id, o.email FROM orders o WHERE o.id IN (SELECT o.id FROM"), 0u)
      << sql.text;
  EXPECT_NE(sql.text.find("ORDER BY +o.created_at DESC, o.id DESC LIMIT :p3) ORDER BY "
                          "o.created_at DESC, o.id DESC"),
            std::string::npos)
      << sql.text;
  spec.search = {};
  sql = page_sql(spec, true, "o.id, o.email");
  EXPECT_EQ(sql.text.find("SELECT o.id, o.email FROM orders o WHERE 1 = 1"), 0u) << sql.text;
}

}  // namespace
}  // namespace aqua::orders::admin_query

// The admin lists' limit and cursor parameters: what a list gave comes back as it was, and
// anything else is a 400 (cursor) or 422 (limit), never a crash or a wrong page.
#include "http/list_page.hpp"

#include <gtest/gtest.h>

namespace aqua::http {
namespace {

Request with(const std::string& name, const std::string& value) {
  Request r;
  r.query = {{name, value}};
  return r;
}

int status_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const ApiError& e) {
    return e.status;
  }
  return 200;
}

TEST(ListPage, ACursorComesBackAsTheListGaveIt) {
  for (const std::string key : {"p2", "e:a.b@example.pk", "1700000000000"}) {
    auto text = cursor_text({-3, 1700000000000}, key);
    auto c = cursor_param(with("cursor", text), 2, 40);
    ASSERT_TRUE(c) << text;
    EXPECT_EQ(c->numbers, (std::vector<long long>{-3, 1700000000000}));
    EXPECT_EQ(c->key, key);
  }
  EXPECT_FALSE(cursor_param(Request{}, 1));
  EXPECT_FALSE(cursor_param(with("cursor", ""), 1));
}

TEST(ListPage, AnythingElseIsA400OrA422) {
  const std::vector<std::string> cursors{"abc",
                                         "12",
                                         "12.",
                                         ".5",
                                         "x.5",
                                         "1e3.5",
                                         "99999999999999999999.5",
                                         "5." + std::string(41, 'k')};
  for (const auto& bad : cursors)
    EXPECT_EQ(status_of([&] { cursor_param(with("cursor", bad), 1, 40); }), 400) << bad;
  EXPECT_EQ(status_of([&] { cursor_param(with("cursor", "1.2"), 2); }), 400);
  for (const std::string bad : {"0", "101", "x", "1.5", "-1", ""})
    EXPECT_EQ(status_of([&] { limit_param(with("limit", bad), 20, 100); }), 422) << bad;
  EXPECT_EQ(limit_param(Request{}, 20, 100), 20);
  EXPECT_EQ(limit_param(with("limit", "100"), 20, 100), 100);
  for (const std::string bad : {"0", "-1", "abc", "1.5", "99999999999999999999"})
    EXPECT_EQ(status_of([&] { before_param(with("before", bad), "mail outbox"); }), 400) << bad;
  EXPECT_EQ(before_param(Request{}, "mail outbox"), 0);
  EXPECT_EQ(before_param(with("before", "42"), "mail outbox"), 42);
}

}  // namespace
}  // namespace aqua::http

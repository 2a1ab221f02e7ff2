#include <gtest/gtest.h>

#include "auth/auth.hpp"
#include "core/clock.hpp"
#include "db/testing.hpp"

namespace aqua::auth {
namespace {

// A fresh SQLite shop and a clock the test moves.
struct Fixture {
  std::int64_t now = 1'800'000'000'000;
  std::unique_ptr<db::Database> db;
  Fixture() {
    clock::set_for_testing([this] { return now; });
    db = db::fresh_test_db("sessions-test");
  }
  ~Fixture() { clock::set_for_testing(nullptr); }
};

TEST(Sessions, SlideWhileUsedAndExpireAfterThirtyIdleMinutes) {
  Fixture f;
  Auth auth(*f.db);
  auto admin =
      auth.create_admin("sam", "sam@example.com", "Sam", "manager", "a-long-password", "t");
  auto token = auth.start_session(admin);
  EXPECT_EQ(token.size(), 64u);
  auto who = auth.resume_session(token);
  ASSERT_TRUE(who.has_value());
  EXPECT_EQ(who->username, "sam");
  EXPECT_TRUE(who->can("read:order"));

  f.now += kSessionMs - 60'000;  // used just before it would expire: it slides
  ASSERT_TRUE(auth.resume_session(token).has_value());
  f.now += kSessionMs - 60'000;
  ASSERT_TRUE(auth.resume_session(token).has_value());
  f.now += kSessionMs + 1;  // idle for longer than the session lasts
  EXPECT_FALSE(auth.resume_session(token).has_value());
}

TEST(Sessions, EndDeactivationAndForgedTokens) {
  Fixture f;
  Auth auth(*f.db);
  auto admin = auth.create_admin("kim", "kim@example.com", "Kim", "admin", "a-long-password", "t");
  auto token = auth.start_session(admin);
  EXPECT_FALSE(auth.resume_session(std::string(64, '0')).has_value());
  EXPECT_FALSE(auth.resume_session("short").has_value());
  auth.end_session(token);
  EXPECT_FALSE(auth.resume_session(token).has_value());

  auto again = auth.start_session(admin);
  admin.is_active = false;
  auth.update_admin(admin);  // deactivating ends every session
  EXPECT_FALSE(auth.resume_session(again).has_value());
}

}  // namespace
}  // namespace aqua::auth

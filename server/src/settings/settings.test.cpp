#include "settings/settings.hpp"

#include <gtest/gtest.h>

#include "db/testing.hpp"

namespace aqua::settings {
namespace {

TEST(Settings, DefaultsOverlaidWithStoredRowsAndSeededOnce) {
  auto db_ptr = db::fresh_test_db("settings-test");
  auto& db = *db_ptr;
  auto defaults = settings::defaults();
  ASSERT_FALSE(defaults.empty());
  ASSERT_TRUE(defaults.contains("brandName"));

  db.write([&](soci::session& s) {
    EXPECT_EQ(load(s), defaults);  // nothing stored yet: the defaults
    EXPECT_EQ(seed_defaults(s), static_cast<int>(defaults.size()));
    EXPECT_EQ(seed_defaults(s), 0);  // never twice
  });
  db.write([](soci::session& s) {
    s << "UPDATE settings SET value = '\"Pure Drops\"' WHERE key = 'brandName'";
  });
  auto loaded = db.read([](soci::session& s) { return load(s); });
  EXPECT_EQ(loaded.at("brandName"), "Pure Drops");
  for (const auto& kv : defaults) {
    if (kv.key() != "brandName") {
      EXPECT_EQ(loaded.at(kv.key()), kv.value()) << kv.key();
    }
  }
}

}  // namespace
}  // namespace aqua::settings

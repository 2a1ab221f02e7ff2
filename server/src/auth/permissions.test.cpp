#include "auth/permissions.hpp"

#include <gtest/gtest.h>

#include "auth/password.hpp"

namespace aqua::auth {
namespace {

TEST(Permissions, SpecListHasEveryPermission) {
  EXPECT_EQ(all_permissions().size(), 25u);
  EXPECT_EQ(permissions_for("super-admin").size(), all_permissions().size());
}

TEST(Permissions, RolesGetWhatTheyNeed) {
  auto admin = permissions_for("admin");
  EXPECT_TRUE(admin.count("create:product"));
  EXPECT_TRUE(admin.count("read:audit_logs"));
  EXPECT_FALSE(admin.count("create:admin"));
  auto manager = permissions_for("manager");
  EXPECT_TRUE(manager.count("update:order"));
  EXPECT_FALSE(manager.count("delete:product"));
  EXPECT_TRUE(manager.count("manage:subscription"));
  EXPECT_TRUE(admin.count("manage:subscription"));
  EXPECT_FALSE(permissions_for("driver").count("manage:subscription"));
  auto customer = permissions_for("customer");
  EXPECT_EQ(customer, (std::set<std::string>{"create:order", "read:order"}));
  EXPECT_EQ(permissions_for("nobody"), customer);
  EXPECT_TRUE(manager.count("assign:driver"));
  EXPECT_TRUE(manager.count("close:driver_day"));
  // A driver sees and records their own stops, nothing else.
  EXPECT_EQ(permissions_for("driver"),
            (std::set<std::string>{"read:own_deliveries", "record:delivery"}));
  EXPECT_TRUE(permissions_for("driver", {"assign:driver", "fly:plane"}).count("assign:driver"));
  EXPECT_FALSE(permissions_for("driver", {"fly:plane"}).count("fly:plane"));
}

TEST(Password, Argon2idHashesVerify) {
  auto h = hash_password("correct horse battery");
  EXPECT_EQ(h.rfind("$argon2id$", 0), 0u);
  EXPECT_TRUE(verify_password(h, "correct horse battery"));
  EXPECT_FALSE(verify_password(h, "correct horse battery!"));
  EXPECT_NE(hash_password("same"), hash_password("same"));
}

}  // namespace
}  // namespace aqua::auth

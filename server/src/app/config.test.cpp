#include "app/config.hpp"

#include <gtest/gtest.h>

#include <map>
#include <stdexcept>
#include <string>

namespace {

aqua::app::Config load(const std::map<std::string, std::string>& env) {
  return aqua::app::load_config([&env](const char* name) -> const char* {
    auto it = env.find(name);
    return it == env.end() ? nullptr : it->second.c_str();
  });
}

TEST(Config, LogLevelDefaultsToInfoAndTakesSpdlogsNames) {
  EXPECT_EQ(load({}).log_level, "info");
  EXPECT_EQ(load({{"AQUA_LOG_LEVEL", "warn"}}).log_level, "warn");
  EXPECT_EQ(load({{"AQUA_LOG_LEVEL", "off"}}).log_level, "off");
}

TEST(Config, AnUnknownLogLevelIsRefusedNotReadAsOff) {
  try {
    load({{"AQUA_LOG_LEVEL", "verbose"}});
    FAIL() << "an unknown level was accepted";
  } catch (const std::invalid_argument& e) {
    EXPECT_STREQ(e.what(),
                 "AQUA_LOG_LEVEL must be trace, debug, info, warn, error, critical or off");
  }
  EXPECT_THROW(load({{"AQUA_LOG_LEVEL", "INFO"}}), std::invalid_argument);
}

}  // namespace

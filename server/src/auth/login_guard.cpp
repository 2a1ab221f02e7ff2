#include "auth/login_guard.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <thread>

#include "core/clock.hpp"
#include "core/text.hpp"
#include "ratelimit/rate_limit.hpp"

namespace aqua::auth {

LoginGuard::LoginGuard(db::Database& db, const std::string& username, const std::string& address)
    : db_(db) {
  auto user = text::to_lower_ascii(username);
  pair_ = "login-fail:" + user + "|" + address;
  address_ = "login-fail-ip:" + address;
  user_ = "login-fail-user:" + user;
}

bool LoginGuard::begin_try() {
  auto ok = ratelimit::allow_all(db_, {{pair_, kMaxFailuresPerUserAndAddress, kLoginWindowMs},
                                       {address_, kMaxFailuresPerAddress, kLoginWindowMs}});
  return ok[0] && ok[1];
}

long long LoginGuard::failed() {
  // A username under attack from many addresses: each wrong answer takes longer, up to 2 s.
  int everywhere = ratelimit::hits(db_, user_, kLoginWindowMs);
  ratelimit::allow(db_, user_, 0, kLoginWindowMs);
  return everywhere < 10 ? 0 : std::min<long long>(2000, (everywhere - 9) * 100LL);
}

void LoginGuard::hold(long long ms) {
  static std::atomic<int> waiting{0};
  if (ms <= 0 || waiting.fetch_add(1) >= 2) {
    waiting.fetch_sub(1);
    return;
  }
  std::this_thread::sleep_for(std::chrono::milliseconds(ms));
  waiting.fetch_sub(1);
}

void LoginGuard::succeeded() {
  ratelimit::reset(db_, pair_);
  ratelimit::release(db_, address_);  // the address's limit counts failures only
}

}  // namespace aqua::auth

// Password guessing limits that cannot be turned against the account's owner: failures are
// counted per (username, client address) and per client address, and only those refuse
// (429). Failures for a username from everywhere only slow the wrong answers down; a correct
// password from an address without failures always signs in.
#pragma once
#include <string>

#include "db/database.hpp"

namespace aqua::auth {

inline constexpr int kMaxFailuresPerUserAndAddress = 5;
inline constexpr int kMaxFailuresPerAddress = 20;
inline constexpr long long kLoginWindowMs = 15LL * 60 * 1000;

class LoginGuard {
 public:
  LoginGuard(db::Database& db, const std::string& username, const std::string& address);
  // False when this address has failed too often (for this username or overall).
  bool may_try();
  // Counts a failed attempt; returns how long to hold the answer back (ms).
  long long failed();
  // Holds a wrong answer back for `ms`, unless several already wait: the delay must never
  // tie up the worker threads other requests need.
  static void hold(long long ms);
  // A correct password clears this address's failures for the username.
  void succeeded();

 private:
  db::Database& db_;
  std::string pair_, address_, user_;
};

}  // namespace aqua::auth

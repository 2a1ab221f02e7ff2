// Password guessing limits that cannot be turned against the account's owner: tries are
// counted per (username, client address) and per client address, and only those refuse
// (429); a correct password clears its pair's count. Failures for a username from everywhere only
// slow the wrong answers down; a correct password from an address without failures always signs in.
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
  // Counts this try before the password is checked, so that concurrent tries cannot all pass
  // a count that none has raised yet; false when this address has tried too often (for this
  // username or overall) in the window.
  bool begin_try();
  // A failed try (already counted): returns how long to hold the answer back (ms).
  long long failed();
  // Holds a wrong answer back for `ms`, unless several already wait: the delay must never
  // tie up the worker threads other requests need.
  static void hold(long long ms);
  // A correct password clears this address's tries for the username and takes its try back
  // from the address's count (which counts failures).
  void succeeded();

 private:
  db::Database& db_;
  std::string pair_, address_, user_;
};

}  // namespace aqua::auth

// Passwords hashed with Argon2id (libsodium crypto_pwhash_str).
#pragma once
#include <optional>
#include <string>

namespace aqua::auth {

std::string hash_password(const std::string& password);
bool verify_password(const std::string& hash, const std::string& password);

// One rule for setting a password (admin routes, the CLI) and for signing in: a password
// longer than this can be neither set nor used.
inline constexpr std::size_t kMinPasswordLength = 10;
inline constexpr std::size_t kMaxPasswordLength = 200;
// The message for a password that cannot be set, or nothing when it is fine.
std::optional<std::string> password_problem(const std::string& password);

}  // namespace aqua::auth

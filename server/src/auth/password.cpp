#include "auth/password.hpp"

#include <sodium.h>

#include <stdexcept>

namespace aqua::auth {

std::string hash_password(const std::string& password) {
  if (sodium_init() < 0) throw std::runtime_error("libsodium failed to initialise");
  char out[crypto_pwhash_STRBYTES];
  if (crypto_pwhash_str(out, password.c_str(), password.size(), crypto_pwhash_OPSLIMIT_INTERACTIVE,
                        crypto_pwhash_MEMLIMIT_INTERACTIVE) != 0)
    throw std::runtime_error("out of memory while hashing a password");
  return out;
}

bool verify_password(const std::string& hash, const std::string& password) {
  if (sodium_init() < 0) return false;
  return crypto_pwhash_str_verify(hash.c_str(), password.c_str(), password.size()) == 0;
}

std::optional<std::string> password_problem(const std::string& password) {
  if (password.size() < kMinPasswordLength) return "Password must be at least 10 characters";
  if (password.size() > kMaxPasswordLength) return "Password must be at most 200 characters";
  return std::nullopt;
}

}  // namespace aqua::auth

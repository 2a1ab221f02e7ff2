// Passwords hashed with Argon2id (libsodium crypto_pwhash_str).
#pragma once
#include <string>

namespace aqua::auth {

std::string hash_password(const std::string& password);
bool verify_password(const std::string& hash, const std::string& password);

}  // namespace aqua::auth

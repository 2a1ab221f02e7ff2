// Randomness and hashing from libsodium: tokens, ids that cannot be guessed in sequence,
// BLAKE2b digests and constant-time comparison.
#pragma once
#include <string>
#include <string_view>

namespace aqua::crypto {

std::string random_hex(std::size_t bytes);
// n characters from an alphabet without look-alikes (no 0/O, 1/I/L): for order numbers.
std::string random_code(std::size_t n);
// n random letters A–Z.
std::string random_upper(std::size_t n);
std::string blake2b_hex(std::string_view data);
bool equal_constant_time(std::string_view a, std::string_view b);

}  // namespace aqua::crypto

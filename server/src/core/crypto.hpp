// Randomness and hashing from libsodium: tokens, ids that cannot be guessed in sequence,
// BLAKE2b digests and constant-time comparison.
#pragma once
#include <string>
#include <string_view>

namespace aqua::crypto {

std::string random_hex(std::size_t bytes);
// n characters from an alphabet without look-alikes (no 0/O, 1/I/L): for order numbers.
std::string random_code(std::size_t n);
// n characters of random_code's alphabet that sort by the time they were made: the first six
// count 8 ms ticks of now_ms (base 31, so the order starts over every 82 days), the rest are
// random (923,521 choices per tick when n is 10). Index entries keyed by such codes land
// next to each other instead of each on a random page: an order's rows then dirtied half
// the pages. Not unique by themselves: the caller checks that a code is free.
std::string time_ordered_code(std::size_t n, long long now_ms);
// n random letters A–Z.
std::string random_upper(std::size_t n);
std::string blake2b_hex(std::string_view data);
bool equal_constant_time(std::string_view a, std::string_view b);

}  // namespace aqua::crypto

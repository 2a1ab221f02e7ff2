#include "core/crypto.hpp"

#include <sodium.h>
#include <algorithm>

#include <stdexcept>
#include <vector>

namespace aqua::crypto {

namespace {
void ensure_init() {
  static const int ok = sodium_init();
  if (ok < 0) throw std::runtime_error("libsodium failed to initialise");
}

// Order numbers' characters, without look-alikes, in ascending byte order (so
// time_ordered_code's codes sort as their times).
constexpr std::string_view kCodeAlphabet = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";

std::string from_alphabet(std::string_view alphabet, std::size_t n) {
  ensure_init();
  std::string out;
  out.reserve(n);
  for (std::size_t i = 0; i < n; ++i)
    out.push_back(alphabet[randombytes_uniform(static_cast<std::uint32_t>(alphabet.size()))]);
  return out;
}

std::string to_hex(const unsigned char* data, std::size_t n) {
  std::string out(n * 2 + 1, '\0');
  sodium_bin2hex(out.data(), out.size(), data, n);
  out.pop_back();
  return out;
}
}  // namespace

std::string random_hex(std::size_t bytes) {
  ensure_init();
  std::vector<unsigned char> buf(bytes);
  randombytes_buf(buf.data(), buf.size());
  return to_hex(buf.data(), buf.size());
}

std::string random_code(std::size_t n) {
  return from_alphabet(kCodeAlphabet, n);
}

std::string time_ordered_code(std::size_t n, long long now_ms) {
  constexpr std::size_t kTimeChars = 6;
  constexpr long long kTickMs = 8;
  std::string out(std::min(n, kTimeChars), kCodeAlphabet[0]);
  auto ticks = static_cast<unsigned long long>(std::max(0LL, now_ms) / kTickMs);
  for (std::size_t i = out.size(); i-- > 0;) {  // base 31, most significant first
    out[i] = kCodeAlphabet[ticks % kCodeAlphabet.size()];
    ticks /= kCodeAlphabet.size();
  }
  if (n > kTimeChars) out += from_alphabet(kCodeAlphabet, n - kTimeChars);
  return out;
}

std::string random_upper(std::size_t n) {
  return from_alphabet("ABCDEFGHIJKLMNOPQRSTUVWXYZ", n);
}

std::string blake2b_hex(std::string_view data) {
  ensure_init();
  unsigned char out[32];
  crypto_generichash(out, sizeof out, reinterpret_cast<const unsigned char*>(data.data()),
                     data.size(), nullptr, 0);
  return to_hex(out, sizeof out);
}

bool equal_constant_time(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  return sodium_memcmp(a.data(), b.data(), a.size()) == 0;
}

}  // namespace aqua::crypto

#include "routing/address.hpp"

#include <array>
#include <cctype>
#include <string>
#include <vector>

namespace aqua::routing {
namespace {

struct Candidate {
  std::string name;
  std::size_t at = 0;
};

bool is_digit(char c) {
  return c >= '0' && c <= '9';
}
bool is_alpha(char c) {
  return c >= 'a' && c <= 'z';
}

std::string lower(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) out.push_back(static_cast<char>(std::tolower(static_cast<unsigned char>(c))));
  return out;
}

bool valid_sector(char letter, int n) {
  switch (letter) {
    case 'e':
      return n >= 7 && n <= 11;
    case 'f':
      return n >= 5 && n <= 11;
    case 'g':
      return n >= 5 && n <= 16;
    case 'h':
      return n >= 8 && n <= 13;
    case 'i':
      return n >= 8 && n <= 16;
    default:
      return false;
  }
}

// Sector mentions: a letter E-I standing alone (no letter before or after it), up to two of
// ' ', '-', '.' and a 1-2 digit number, then optionally '/' or '-' and a sub-sector 1-4.
// Each gets a score: the word "sector" before it, a sub-sector and a '-' or no gap make it
// likelier than a bare "H 12" (which is often a house number).
void find_sectors(const std::string& s, std::vector<Candidate>& out) {
  int best_score = -1;
  Candidate best;
  for (std::size_t i = 0; i < s.size(); ++i) {
    const char c = s[i];
    if (c < 'e' || c > 'i') continue;
    if (i > 0 && is_alpha(s[i - 1])) continue;
    std::size_t j = i + 1;
    bool spaced = false;
    bool dashed = false;
    for (int k = 0; k < 2 && j < s.size() && (s[j] == ' ' || s[j] == '-' || s[j] == '.'); ++k) {
      spaced = spaced || s[j] == ' ';
      dashed = dashed || s[j] == '-' || s[j] == '.';
      ++j;
    }
    if (j >= s.size() || !is_digit(s[j])) continue;
    int n = s[j] - '0';
    ++j;
    if (j < s.size() && is_digit(s[j])) n = n * 10 + (s[j++] - '0');
    if (j < s.size() && (is_digit(s[j]) || is_alpha(s[j]))) continue;  // "g9a", "i123"
    if (!valid_sector(c, n)) continue;
    int sub = 0;
    std::size_t k = j;
    while (k < s.size() && s[k] == ' ') ++k;
    if (k < s.size() && (s[k] == '/' || s[k] == '-' || s[k] == '\\')) {
      ++k;
      while (k < s.size() && s[k] == ' ') ++k;
      if (k < s.size() && s[k] >= '1' && s[k] <= '4' &&
          (k + 1 >= s.size() || !is_digit(s[k + 1]))) {
        sub = s[k] - '0';
      }
    }
    int score = 0;
    if (sub != 0) score += 4;
    if (dashed || !spaced) score += 2;
    const std::size_t from = i >= 8 ? i - 8 : 0;
    if (s.substr(from, i - from).find("sector") != std::string::npos) score += 8;
    if (s.compare(j, 7, " markaz") == 0) score += 1;
    if (score > best_score) {
      best_score = score;
      std::string name(1, static_cast<char>(c - 'a' + 'A'));
      name += "-" + std::to_string(n);
      if (sub != 0) name += "/" + std::to_string(sub);
      best = {name, i};
    }
  }
  if (best_score >= 0) out.push_back(best);
}

// The address as words: letters and digits split apart ("ph7" -> "ph 7"), everything else a
// space, with a space at each end so " word " finds whole words.
std::string words(const std::string& s) {
  std::string out = " ";
  auto kind = [](char c) { return is_alpha(c) ? 1 : is_digit(c) ? 2 : 0; };
  int prev = 0;
  for (char c : s) {
    const int k = kind(c);
    if (k == 0) {
      if (out.back() != ' ') out.push_back(' ');
    } else {
      if (prev != 0 && k != prev && out.back() != ' ') out.push_back(' ');
      out.push_back(c);
    }
    prev = k;
  }
  if (out.back() != ' ') out.push_back(' ');
  return out;
}

struct Alias {
  const char* text;  // in words() form, without the outer spaces
  const char* name;
};

constexpr std::array kAliases{
    Alias{"blue area", "Blue Area"},
    Alias{"aabpara", "Aabpara"},
    Alias{"abpara", "Aabpara"},
    Alias{"zero point", "Zero Point"},
    Alias{"faisal mosque", "Faisal Mosque"},
    Alias{"faisal masjid", "Faisal Mosque"},
    Alias{"bani gala", "Bani Gala"},
    Alias{"banigala", "Bani Gala"},
    Alias{"chak shahzad", "Chak Shahzad"},
    Alias{"shehzad town", "Shehzad Town"},
    Alias{"shahzad town", "Shehzad Town"},
    Alias{"tramri", "Tramri"},
    Alias{"tarlai", "Tramri"},
    Alias{"khanna pul", "Khanna Pul"},
    Alias{"khana pul", "Khanna Pul"},
    Alias{"khanna", "Khanna Pul"},
    Alias{"koral", "Koral"},
    Alias{"ghauri town", "Ghauri Town"},
    Alias{"ghouri town", "Ghauri Town"},
    Alias{"ghori town", "Ghauri Town"},
    Alias{"pwd", "PWD"},
    Alias{"police foundation", "Police Foundation"},
    Alias{"pakistan town", "Pakistan Town"},
    Alias{"soan garden", "Soan Garden"},
    Alias{"soan gardens", "Soan Garden"},
    Alias{"gulberg", "Gulberg"},
    Alias{"gulberg greens", "Gulberg Greens"},
    Alias{"gulberg residencia", "Gulberg Residencia"},
    Alias{"golra mor", "Golra Mor"},
    Alias{"golra", "Golra Mor"},
    Alias{"bahria enclave", "Bahria Enclave"},
    Alias{"saddar", "Saddar"},
    Alias{"sadar", "Saddar"},
    Alias{"raja bazar", "Raja Bazar"},
    Alias{"raja bazaar", "Raja Bazar"},
    Alias{"committee chowk", "Committee Chowk"},
    Alias{"commitee chowk", "Committee Chowk"},
    Alias{"comittee chowk", "Committee Chowk"},
    Alias{"liaquat bagh", "Liaquat Bagh"},
    Alias{"liaqat bagh", "Liaquat Bagh"},
    Alias{"marrir chowk", "Marrir Chowk"},
    Alias{"marir chowk", "Marrir Chowk"},
    Alias{"murree road", "Murree Road"},
    Alias{"murree rd", "Murree Road"},
    Alias{"muree road", "Murree Road"},
    Alias{"chandni chowk", "Chandni Chowk"},
    Alias{"6 th road", "6th Road"},
    Alias{"sixth road", "6th Road"},
    Alias{"rehmanabad", "Rehmanabad"},
    Alias{"rahmanabad", "Rehmanabad"},
    Alias{"shamsabad", "Shamsabad"},
    Alias{"faizabad", "Faizabad"},
    Alias{"faiz abad", "Faizabad"},
    Alias{"satellite town", "Satellite Town"},
    Alias{"satelite town", "Satellite Town"},
    Alias{"sattelite town", "Satellite Town"},
    Alias{"westridge", "Westridge"},
    Alias{"west ridge", "Westridge"},
    Alias{"chaklala", "Chaklala"},
    Alias{"chaklala scheme 3", "Chaklala Scheme 3"},
    Alias{"chaklala scheme iii", "Chaklala Scheme 3"},
    Alias{"scheme 3", "Chaklala Scheme 3"},
    Alias{"scheme iii", "Chaklala Scheme 3"},
    Alias{"lalkurti", "Lalkurti"},
    Alias{"lal kurti", "Lalkurti"},
    Alias{"tench bhatta", "Tench Bhatta"},
    Alias{"adiala road", "Adiala Road"},
    Alias{"adiala", "Adiala Road"},
    Alias{"morgah", "Morgah"},
    Alias{"gulraiz", "Gulraiz"},
    Alias{"gulzar e quaid", "Gulzar-e-Quaid"},
    Alias{"peshawar road", "Peshawar Road"},
    Alias{"dhok kala khan", "Dhok Kala Khan"},
    Alias{"dhoke kala khan", "Dhok Kala Khan"},
    Alias{"rawat", "Rawat"},
};

// "phase 7", "ph 7", "p 7", "phase vii" after position `from` -> 7, else 0.
int phase_after(const std::string& w, std::size_t from) {
  static constexpr std::array<const char*, 8> kRoman{"i", "ii", "iii", "iv",
                                                     "v", "vi", "vii", "viii"};
  for (const char* key : {" phase ", " ph ", " p "}) {
    std::size_t at = w.find(key, from);
    if (at == std::string::npos) continue;
    at += std::char_traits<char>::length(key);
    const std::size_t end = w.find(' ', at);
    const std::string token = w.substr(at, end - at);
    if (token.size() == 1 && token[0] >= '1' && token[0] <= '8') return token[0] - '0';
    for (std::size_t r = 0; r < kRoman.size(); ++r) {
      if (token == kRoman.at(r)) return static_cast<int>(r) + 1;
    }
  }
  return 0;
}

void find_areas(const std::string& w, std::vector<Candidate>& out) {
  for (const auto& a : kAliases) {
    const std::string key = std::string(" ") + a.text + " ";
    const std::size_t at = w.find(key);
    if (at != std::string::npos) out.push_back({a.name, at});
  }
  // Housing schemes with phases: "Bahria Town Phase 7", "bahria ph-7", "DHA phase II".
  const std::size_t bahria = w.find(" bahria ");
  if (bahria != std::string::npos && w.find(" bahria enclave ") == std::string::npos) {
    const int phase = phase_after(w, bahria);
    const int before = phase == 0 ? phase_after(w, 0) : phase;  // "Phase 7, Bahria Town"
    out.push_back({before >= 1 && before <= 8 ? "Bahria Town Phase " + std::to_string(before)
                                              : std::string("Bahria Town"),
                   bahria});
  }
  std::size_t dha = w.find(" dha ");
  if (dha == std::string::npos) dha = w.find(" defence ");
  if (dha == std::string::npos) dha = w.find(" defense ");
  if (dha != std::string::npos) {
    int phase = phase_after(w, dha);
    if (phase == 0) phase = phase_after(w, 0);
    out.push_back(
        {phase >= 1 && phase <= 5 ? "DHA Phase " + std::to_string(phase) : std::string("DHA"),
         dha});
  }
}

}  // namespace

std::optional<Place> locate_address(std::string_view address) {
  const std::string s = lower(address);
  std::vector<Candidate> found;
  find_sectors(s, found);
  find_areas(words(s), found);
  std::optional<Place> best;
  std::size_t best_at = 0;
  for (const auto& c : found) {
    auto p = find_place(c.name);
    if (!p) continue;
    if (!best || p->radius_m < best->radius_m ||
        (p->radius_m == best->radius_m && c.at < best_at)) {
      best = std::move(p);
      best_at = c.at;
    }
  }
  return best;
}

}  // namespace aqua::routing

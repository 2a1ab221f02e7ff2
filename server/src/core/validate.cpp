#include "core/validate.hpp"

#include <algorithm>
#include <cctype>
#include <string>

namespace aqua::validate {

bool is_email(std::string_view s) {
  if (s.size() < 3 || s.size() > 254) return false;
  auto at = s.find('@');
  if (at == std::string_view::npos || at == 0 || s.find('@', at + 1) != std::string_view::npos)
    return false;
  for (char c : s)
    if (std::isspace(static_cast<unsigned char>(c)) || c == '<' || c == '>' || c == ',')
      return false;
  auto domain = s.substr(at + 1);
  auto dot = domain.rfind('.');
  return dot != std::string_view::npos && dot > 0 && dot + 1 < domain.size();
}

bool is_phone(std::string_view s) {
  std::string compact;
  for (char c : s)
    if (c != ' ') compact.push_back(c);
  std::size_t i = 0;
  if (!compact.empty() && compact[0] == '+') i = 1;
  if (compact.size() - i < 10 || compact.size() > 20) return false;
  int digits = 0;
  for (; i < compact.size(); ++i) {
    char c = compact[i];
    if (std::isdigit(static_cast<unsigned char>(c)))
      ++digits;
    else if (c != '-' && c != '(' && c != ')')
      return false;
  }
  return digits >= 10;
}

bool is_local_path(std::string_view s) {
  if (s.size() < 2 || s[0] != '/' || s[1] == '/' || s.find("..") != std::string_view::npos)
    return false;
  return std::all_of(s.begin(), s.end(), [](char c) {
    auto u = static_cast<unsigned char>(c);
    return std::isalnum(u) || std::string_view("/._~%-+?=&").find(c) != std::string_view::npos;
  });
}

}  // namespace aqua::validate

// The SQL text helpers of db/prepared.hpp: pure string work, no connection.

#include "db/prepared.hpp"

#include <cctype>

namespace aqua::db {

std::string pg_placeholders(const std::string& sql, int* count) {
  std::string out;
  out.reserve(sql.size());
  int n = 0;
  char quote = 0;
  for (std::size_t i = 0; i < sql.size(); ++i) {
    char c = sql[i];
    if (quote) {
      out += c;
      if (c == quote) quote = 0;
    } else if (c == '\'' || c == '"') {
      quote = c;
      out += c;
    } else if (c == ':' && i + 1 < sql.size() && sql[i + 1] == ':') {
      out += "::";
      ++i;
    } else if (c == ':' && i + 1 < sql.size() &&
               (std::isalpha(static_cast<unsigned char>(sql[i + 1])) || sql[i + 1] == '_')) {
      while (i + 1 < sql.size() &&
             (std::isalnum(static_cast<unsigned char>(sql[i + 1])) || sql[i + 1] == '_'))
        ++i;
      out += '$' + std::to_string(++n);
    } else {
      out += c;
    }
  }
  if (count) *count = n;
  return out;
}

std::string values_rows(std::size_t rows, std::size_t columns) {
  std::string out;
  std::size_t n = 0;
  for (std::size_t r = 0; r < rows; ++r) {
    out += r ? ", (" : "(";
    for (std::size_t c = 0; c < columns; ++c) out += (c ? ", :p" : ":p") + std::to_string(++n);
    out += ')';
  }
  return out;
}

}  // namespace aqua::db

// Reading dynamic rows the same way on both engines: SQLite and PostgreSQL report integer
// columns with different SOCI types, so integers are read through one converting helper.
#pragma once
#include <soci/soci.h>

#include <string>

namespace aqua::db {

inline long long row_int(const soci::row& r, std::size_t i) {
  if (r.get_indicator(i) == soci::i_null) return 0;
  switch (r.get_properties(i).get_data_type()) {
    case soci::dt_integer:
      return r.get<int>(i);
    case soci::dt_long_long:
      return r.get<long long>(i);
    case soci::dt_unsigned_long_long:
      return static_cast<long long>(r.get<unsigned long long>(i));
    case soci::dt_double:
      return static_cast<long long>(r.get<double>(i));
    case soci::dt_string:
      return std::stoll(r.get<std::string>(i));
    default:
      throw soci::soci_error("column " + std::to_string(i) + " is not an integer");
  }
}

inline std::string row_text(const soci::row& r, std::size_t i) {
  if (r.get_indicator(i) == soci::i_null) return {};
  return r.get<std::string>(i);
}

}  // namespace aqua::db

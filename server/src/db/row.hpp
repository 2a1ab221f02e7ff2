// Reading dynamic rows the same way on both engines: SQLite and PostgreSQL report integer
// columns with different SOCI types, so integers are read through one converting helper.
#pragma once
#include <soci/soci.h>

#include <string>
#include <type_traits>
#include <vector>

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

// Reads column i into v: text for strings, 0/1 for flags, the converting integer otherwise.
template <class V>
void read_column(const soci::row& r, std::size_t i, V& v) {
  if constexpr (std::is_same_v<V, std::string>) {
    v = row_text(r, i);
  } else if constexpr (std::is_same_v<V, bool>) {
    v = row_int(r, i) != 0;
  } else {
    static_assert(std::is_integral_v<V>, "a column reads into text, a flag or an integer");
    v = static_cast<V>(row_int(r, i));
  }
}

// Reads columns first, first + 1, ... of r into the given members of out, in that order:
// a row mapper names its struct's fields in the order of its SELECT list.
template <class T, class... M>
void read_columns(const soci::row& r, std::size_t first, T& out, M T::*... members) {
  std::size_t i = first;
  (read_column(r, i++, out.*members), ...);
}

// Runs sql with every bind as text and calls each(row).
template <class Each>
void each_row(soci::session& s, const std::string& sql, const std::vector<std::string>& binds,
              Each each) {
  soci::details::prepare_temp_type p = (s.prepare << sql);
  for (const auto& b : binds) p, soci::use(b);
  soci::rowset<soci::row> rows(p);
  for (const auto& r : rows) each(r);
}

// Every row of sql (each bind as text) read into a T, one member per column in SELECT order.
template <class T, class... M>
std::vector<T> select_all(soci::session& s, const std::string& sql,
                          const std::vector<std::string>& binds, M T::*... members) {
  std::vector<T> out;
  each_row(s, sql, binds,
           [&](const soci::row& r) { read_columns(r, 0, out.emplace_back(), members...); });
  return out;
}

}  // namespace aqua::db

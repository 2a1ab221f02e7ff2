// How the delivery room's things look on the wire: JSON for the API, and a driver's
// manifest as CSV and as a printable HTML page. Pure.
#pragma once
#include <boost/json.hpp>
#include <string>
#include <vector>
#include "core/text.hpp"

#include "delivery/model.hpp"

namespace aqua::delivery {

// `sp`: where the JSON's memory comes from (a request's monotonic arena for a whole board).
boost::json::object to_json(const Stop& st, const boost::json::storage_ptr& sp = {});
boost::json::array to_json(const std::vector<Stop>& stops, const boost::json::storage_ptr& sp = {});
boost::json::object to_json(const Zone& z);
boost::json::object to_json(const Location& l);
boost::json::object to_json(const CashUp& day);
boost::json::object to_json(const LedgerMovement& m);

// CSV cells and HTML escaping for the manifest: core/text.
using text::csv_cell;
using text::html_escape;
// "Rs 1,250.00" style amount for the printed page and CSV.
std::string rupees(std::int64_t paisa);

std::string manifest_csv(const std::vector<Stop>& stops);
std::string manifest_html(const std::vector<Stop>& stops, const std::string& driver_name,
                          const std::string& date);

}  // namespace aqua::delivery

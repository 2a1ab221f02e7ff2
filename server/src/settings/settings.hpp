// Shop settings (brand, contact details, hours, wallet account, links): defaults in code,
// overridden by rows of the settings table (key -> JSON value).
#pragma once
#include <soci/soci.h>

#include <boost/json.hpp>

namespace aqua::settings {

boost::json::object defaults();
// Defaults overlaid with what is stored.
boost::json::object load(soci::session& s);
// Stores every default that has no row yet. Returns how many were added.
int seed_defaults(soci::session& s);

}  // namespace aqua::settings

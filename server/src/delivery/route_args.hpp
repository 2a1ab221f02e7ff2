// Reading the delivery routes' arguments: dates, ids and id lists, with 422 on bad input.
#pragma once
#include <boost/json.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "delivery/model.hpp"
#include "http/message.hpp"

namespace aqua::delivery::args {

// ?name=YYYY-MM-DD, or Pakistan's today when absent.
std::string date_query(const http::Request& req, const char* name = "date");
// A required YYYY-MM-DD field of a JSON body.
std::string date_field(const boost::json::object& body, const char* name);
// The :id path parameter as a positive number (404 otherwise).
long long path_id(const http::Request& req, const char* what);
// A list of positive ids (at most 500).
std::vector<long long> id_list(const boost::json::object& body, const char* name);
std::string text_field(const boost::json::object& body, const char* name, std::size_t max,
                       bool required);
// A whole number from 0 to 1000 (bottles), 0 when absent; 422 naming the field otherwise.
int count_field(const boost::json::object& body, const char* name);
// Paisa: a whole number from 0 to 10,000,000,000, 0 when absent; 422 otherwise.
std::int64_t paisa_field(const boost::json::object& body, const char* name);
// A position {lat, lng, accuracyM?} in or near Islamabad and Rawalpindi (accuracyM: 0 to
// 10,000 metres, 0 when absent); 422 naming `field` otherwise.
Position position_of(const boost::json::object& o, const std::string& field);
http::Response json(const boost::json::value& v, int status = 200);

}  // namespace aqua::delivery::args

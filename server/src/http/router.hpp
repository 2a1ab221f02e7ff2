// Method + path pattern -> handler. Patterns are literal segments or ":name" parameters.
// Unknown /api/ paths give 404 JSON, known paths with another method give 405 with Allow.
#pragma once
#include <functional>
#include <string>
#include <string_view>
#include <vector>

#include "http/message.hpp"

namespace aqua::http {

using Handler = std::function<Response(Request&)>;

enum class Work {
  memory,   // answers from memory: runs on the I/O thread
  blocking  // touches the database or disk: runs on the worker pool
};

struct Route {
  std::string method;
  std::string pattern;
  Handler handler;
  Work work = Work::blocking;
  std::string permission;    // empty: public; otherwise checked by the handler chain
  std::size_t max_body = 0;  // the largest request body it takes; 0: the server's default
  std::vector<std::string> segments;
};

struct Match {
  const Route* route = nullptr;
  Response error;  // 404/405 when route is null
};

class Router {
 public:
  void add(std::string method, std::string pattern, Handler h, Work work = Work::blocking,
           std::string permission = {}, std::size_t max_body = 0);
  // Finds the route for req and fills req.params; on failure, Match::error is the response.
  Match match(Request& req) const;
  // The body limit of the route that serves method + decoded path; 0 when it declares none
  // (or there is no such route): the transport then applies its default.
  std::size_t body_limit(std::string_view method, std::string_view path) const;
  // The largest body limit any route declares.
  std::size_t largest_body_limit() const { return largest_body_limit_; }
  const std::vector<Route>& routes() const { return routes_; }

  // Calls the handler, turning ApiError (and any other exception) into the JSON error shape.
  static Response invoke(const Route& route, Request& req);

 private:
  std::vector<Route> routes_;
  std::size_t largest_body_limit_ = 0;
};

std::vector<std::string> split_path(std::string_view path);

}  // namespace aqua::http

// Method + path pattern -> handler. Patterns are literal segments or ":name" parameters.
// Unknown /api/ paths give 404 JSON, known paths with another method give 405 with Allow.
#pragma once
#include <functional>
#include <string>
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
  std::string permission;  // empty: public; otherwise checked by the handler chain
  std::vector<std::string> segments;
};

struct Match {
  const Route* route = nullptr;
  Response error;  // 404/405 when route is null
};

class Router {
 public:
  void add(std::string method, std::string pattern, Handler h, Work work = Work::blocking,
           std::string permission = {});
  // Finds the route for req and fills req.params; on failure, Match::error is the response.
  Match match(Request& req) const;
  const std::vector<Route>& routes() const { return routes_; }

  // Calls the handler, turning ApiError (and any other exception) into the JSON error shape.
  static Response invoke(const Route& route, Request& req);

 private:
  std::vector<Route> routes_;
};

std::vector<std::string> split_path(std::string_view path);

}  // namespace aqua::http

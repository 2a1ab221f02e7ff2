// The HTTP/1.1 transport: one io_context per thread, each with its own SO_REUSEPORT acceptor,
// C++20 coroutines per connection, keep-alive, body cap, read deadlines and graceful stop.
#pragma once
#include <chrono>
#include <cstdint>
#include <memory>
#include <string>

#include "http/connection_limits.hpp"
#include "http/message.hpp"
#include "http/router.hpp"

namespace aqua::http {

class StaticFiles;

struct ServerOptions {
  std::string host = "127.0.0.1";
  std::uint16_t port = 8080;
  int threads = 2;
  int blocking_threads = 8;                       // database work runs here, never on an I/O thread
  std::size_t max_body = 1024 * 1024;             // for routes that declare no limit
  std::chrono::milliseconds read_timeout{20000};  // a whole request must arrive within this
  std::chrono::seconds idle_timeout{60};          // keep-alive connection with no request
  std::chrono::seconds shutdown_grace{10};        // in-flight requests may finish within this
  Headers common_headers;                         // security headers added to every response
  // Behind our own nginx: the client address is the last X-Forwarded-For entry, which the
  // proxy appended itself. Never trusted otherwise (a client could claim any address).
  bool trust_proxy = false;
  // Connection caps; max_connections 0: derived from the open-file limit at start-up.
  ConnectionLimitOptions limits{0};
  std::chrono::milliseconds reserve_read_timeout{2000};  // a reserve-slot request must arrive
};

class Server {
 public:
  Server(ServerOptions opts, const Router& router, const StaticFiles& files);
  ~Server();
  Server(const Server&) = delete;
  Server& operator=(const Server&) = delete;

  // Binds (throws on failure), serves until SIGINT/SIGTERM, then drains and returns.
  void run();

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace aqua::http

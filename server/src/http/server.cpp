#include "http/server.hpp"

#include <spdlog/spdlog.h>
#include <sys/socket.h>

#include <array>
#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <csignal>
#include <thread>

#include "core/api_error.hpp"
#include "core/json.hpp"
#include "core/thread_name.hpp"
#include "http/body_stream.hpp"
#include "http/offload.hpp"
#include "http/static_files.hpp"
#include "http/wire.hpp"

namespace aqua::http {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
using tcp = net::ip::tcp;
using net::awaitable;
constexpr auto tuple_awaitable = net::as_tuple(net::use_awaitable);
using reuse_port = net::detail::socket_option::boolean<SOL_SOCKET, SO_REUSEPORT>;

struct Server::Impl {
  ServerOptions opts;
  const Router& router;
  const StaticFiles& files;
  std::vector<std::unique_ptr<net::io_context>> contexts;
  std::vector<std::unique_ptr<tcp::acceptor>> acceptors;
  net::thread_pool blocking;
  std::atomic<int> in_flight{0};
  std::atomic<bool> stopping{false};
  ConnectionLimits limits;
  LogThrottle accept_log, refuse_log;

  Impl(ServerOptions o, const Router& r, const StaticFiles& f)
      : opts(std::move(o)),
        router(r),
        files(f),
        blocking(opts.blocking_threads),
        limits(opts.limits) {}

  awaitable<void> accept_loop(tcp::acceptor& acceptor);
  awaitable<void> session(tcp::socket socket, Ticket ticket);
  awaitable<Response> dispatch(Request& req);
  boost::system::error_code limit_body(bhttp::request_parser<bhttp::string_body>& parser) const;
  awaitable<Response> answer(Request& req, bool reserve);
  awaitable<void> refuse_request(beast::tcp_stream& stream, bool too_big, bool reserve);
  Response error_response(int status, const std::string& code, const std::string& msg);
  void add_common(Response& res) const;
};

Response Server::Impl::error_response(int status, const std::string& code, const std::string& msg) {
  return Response::json(status, json::error_body(ApiError(status, code, msg)));
}

void Server::Impl::add_common(Response& res) const {
  for (const auto& h : opts.common_headers) res.headers.push_back(h);
}

awaitable<Response> Server::Impl::dispatch(Request& req) {
  bool api = req.path == "/api" || req.path.rfind("/api/", 0) == 0 ||
             req.path.rfind("/uploads/", 0) == 0 || req.path.rfind("/s/", 0) == 0;
  if (!api) {
    if (req.method != "GET" && req.method != "HEAD") {
      auto r = error_response(405, "method_not_allowed", "Method not allowed");
      r.header("allow", "GET, HEAD");
      co_return r;
    }
    if (auto f = files.file(req)) co_return std::move(*f);
    if (req.path.rfind("/assets/", 0) == 0) co_return error_response(404, "not_found", "Not found");
    co_return files.index(req);
  }
  Match m = router.match(req);
  if (!m.route) co_return std::move(m.error);
  if (m.route->work == Work::memory) co_return Router::invoke(*m.route, req);
  // Database work leaves the I/O thread, so one slow query never stalls other connections
  // and many requests can wait on the writer's group commit at once.
  co_return co_await on_pool(blocking.get_executor(),
                             [&] { return Router::invoke(*m.route, req); });
}

// Once the header is in: the body may be as large as the matched route declares (the
// server's default when it declares none), checked against Content-Length right away.
boost::system::error_code Server::Impl::limit_body(
    bhttp::request_parser<bhttp::string_body>& parser) const {
  const auto& msg = parser.get();
  std::string path;
  std::vector<std::pair<std::string, std::string>> query;
  std::size_t limit = opts.max_body;
  if (split_target(msg.target(), path, query))
    if (auto route_limit = router.body_limit(msg.method_string(), path)) limit = route_limit;
  if (auto length = parser.content_length(); length && *length > limit)
    return bhttp::error::body_limit;
  parser.body_limit(limit);
  return {};
}

// A request that could not be read (too big, malformed): say why, then close gently.
awaitable<void> Server::Impl::refuse_request(beast::tcp_stream& stream, bool too_big,
                                             bool reserve) {
  Response err = too_big ? error_response(413, "payload_too_large", "Request body is too large")
                         : error_response(400, "bad_request", "Malformed HTTP request");
  add_common(err);
  std::string head = response_head(err, 11, false);
  std::array<net::const_buffer, 2> buffers{net::buffer(head), net::buffer(err.body)};
  stream.expires_after(std::chrono::seconds(5));
  co_await net::async_write(stream, buffers, tuple_awaitable);
  co_await linger_close(stream,
                        reserve ? std::chrono::milliseconds(200) : std::chrono::milliseconds(2000));
}

// The response to a request that was read; a live event stream only within the stream caps.
awaitable<Response> Server::Impl::answer(Request& req, bool reserve) {
  if (opts.trust_proxy)
    use_forwarded_address(req);
  else
    drop_forwarded_headers(req);
  Response res;
  if (!split_target(req.target, req.path, req.query) || req.path.empty() || req.path[0] != '/') {
    res = error_response(400, "bad_request", "Malformed request target");
  } else if (reserve && !reserve_may_serve(req)) {
    res = over_capacity_response();
  } else {
    res = co_await dispatch(req);
  }
  if (res.events && (reserve || !limits.start_stream(req.remote_ip))) {
    res.events.reset();
    res = over_capacity_response();  // and the connection closes
  }
  add_common(res);
  co_return res;
}

awaitable<void> Server::Impl::session(tcp::socket socket, Ticket ticket) {
  boost::system::error_code ep_ec;
  auto remote = socket.remote_endpoint(ep_ec);
  std::string ip = ep_ec ? std::string() : remote.address().to_string();
  beast::tcp_stream stream(std::move(socket));
  beast::flat_buffer buffer;
  bool first = true;
  // A reserve slot answers one request, soon: it must not become a way around the caps.
  bool reserve = ticket.kind() == Admit::reserve;
  for (;;) {
    bhttp::request_parser<bhttp::string_body> parser;
    parser.body_limit(std::max(opts.max_body, router.largest_body_limit()));
    parser.header_limit(16 * 1024);
    auto idle = first || reserve ? std::chrono::milliseconds(0) : opts.idle_timeout;
    auto limit =
        reserve ? std::min(opts.read_timeout, opts.reserve_read_timeout) : opts.read_timeout;
    if (!co_await await_request(stream, buffer, idle, limit)) break;  // closed, or idle too long
    first = false;
    auto [ec, n] = co_await bhttp::async_read_header(stream, buffer, parser, tuple_awaitable);
    if (!ec) ec = limit_body(parser);
    if (!ec) {
      if (!parser.is_done()) {
        auto [bec, bn] = co_await bhttp::async_read(stream, buffer, parser, tuple_awaitable);
        ec = bec;
      }
    }
    if (ec == bhttp::error::end_of_stream || ec == net::error::eof || ec == beast::error::timeout ||
        ec == net::error::connection_reset || ec == net::error::operation_aborted) {
      break;
    }
    if (ec) {
      co_await refuse_request(stream, ec == bhttp::error::body_limit, reserve);
      co_return;
    }
    in_flight.fetch_add(1);
    auto& msg = parser.get();
    unsigned version = msg.version();
    bool keep_alive = msg.keep_alive() && !stopping && !reserve;
    Request req = from_beast(parser.release(), ip);
    Response res = co_await answer(req, reserve);
    if (res.events) {
      in_flight.fetch_sub(1);
      stream.expires_never();
      co_await stream_events(stream, res, version, stopping);
      limits.end_stream(req.remote_ip);
      break;
    }
    keep_alive = keep_alive && !res.close;  // a refused stream's connection closes
    auto wec = co_await write_response(stream, res, version, keep_alive, req.method == "HEAD",
                                       blocking.get_executor());
    in_flight.fetch_sub(1);
    if (wec || !keep_alive || stopping) break;
  }
  boost::system::error_code ignored;
  stream.socket().shutdown(tcp::socket::shutdown_send, ignored);
}

awaitable<void> Server::Impl::accept_loop(tcp::acceptor& acceptor) {
  auto backoff = std::chrono::milliseconds(10);
  for (;;) {
    auto [ec, socket] = co_await acceptor.async_accept(tuple_awaitable);
    if (ec) {
      if (ec == net::error::operation_aborted || stopping) co_return;
      co_await after_accept_error(ec, backoff, accept_log, limits.open_connections());
      continue;
    }
    backoff = std::chrono::milliseconds(10);
    boost::system::error_code ep_ec;
    auto remote = socket.remote_endpoint(ep_ec);
    auto ticket = limits.admit(ep_ec ? std::string() : remote.address().to_string());
    if (ticket.kind() == Admit::refuse) {
      // Every slot, the reserve included, is taken: closing at once is all we can afford.
      std::size_t held = 0;
      if (refuse_log.allow(std::chrono::steady_clock::now(), &held))
        spdlog::warn(
            "connection cap reached: refusing connections ({} more since the last "
            "report)",
            held);
      socket.close(ec);
      continue;
    }
    socket.set_option(tcp::no_delay(true), ec);
    net::co_spawn(acceptor.get_executor(), session(std::move(socket), std::move(ticket)),
                  net::detached);
  }
}

Server::Server(ServerOptions opts, const Router& router, const StaticFiles& files)
    : impl_(std::make_unique<Impl>(
          [&opts] {
            opts.limits = resolve_limits(opts.limits, descriptor_limit(), descriptors_in_use());
            return std::move(opts);
          }(),
          router, files)) {}

Server::~Server() = default;

void Server::run() {
  auto& s = *impl_;
  auto address = net::ip::make_address(s.opts.host);
  tcp::endpoint endpoint(address, s.opts.port);
  int n = std::max(1, s.opts.threads);
  {
    // A plain bind first: with SO_REUSEPORT a second shop would quietly share a taken port.
    net::io_context probe_ctx;
    tcp::acceptor probe(probe_ctx);
    probe.open(endpoint.protocol());
    probe.set_option(
        net::socket_base::reuse_address(true));  // TIME_WAIT is fine, a listener is not
    boost::system::error_code ec;
    probe.bind(endpoint, ec);
    if (ec)
      throw std::runtime_error("cannot listen on " + s.opts.host + ":" +
                               std::to_string(s.opts.port) + ": " + ec.message());
  }
  for (int i = 0; i < n; ++i) {
    auto ioc = std::make_unique<net::io_context>(1);
    auto acc = std::make_unique<tcp::acceptor>(*ioc);
    acc->open(endpoint.protocol());
    acc->set_option(net::socket_base::reuse_address(true));
    acc->set_option(reuse_port(true));
    acc->bind(endpoint);  // throws when the port is taken
    acc->listen(net::socket_base::max_listen_connections);
    net::post(*ioc, [] { name_this_thread("aqua-io"); });  // runs first, on its thread
    net::co_spawn(*ioc, s.accept_loop(*acc), net::detached);
    s.contexts.push_back(std::move(ioc));
    s.acceptors.push_back(std::move(acc));
  }
  std::vector<std::thread> threads;
  for (auto& ioc : s.contexts) threads.emplace_back([&ioc] { ioc->run(); });
  spdlog::info("AquaPure is serving on http://{}:{} ({} threads, at most {} connections)",
               s.opts.host, s.opts.port, n, s.limits.options().max_connections);

  net::io_context signals_ctx;
  net::signal_set signals(signals_ctx, SIGINT, SIGTERM);
  signals.async_wait([](const boost::system::error_code&, int sig) {
    spdlog::info("signal {} received: finishing in-flight requests", sig);
  });
  signals_ctx.run();

  s.stopping = true;
  for (std::size_t i = 0; i < s.acceptors.size(); ++i) {
    net::post(*s.contexts[i], [acc = s.acceptors[i].get()] {
      boost::system::error_code ec;
      acc->close(ec);
    });
  }
  auto deadline = std::chrono::steady_clock::now() + s.opts.shutdown_grace;
  while (s.in_flight.load() > 0 && std::chrono::steady_clock::now() < deadline)
    std::this_thread::sleep_for(std::chrono::milliseconds(20));
  for (auto& ioc : s.contexts) ioc->stop();
  for (auto& t : threads) t.join();
  s.blocking.join();
  spdlog::info("stopped");
}

}  // namespace aqua::http

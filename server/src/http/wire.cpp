#include "http/wire.hpp"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <array>
#include <boost/beast/http.hpp>
#include <cctype>
#include <cerrno>

#include "core/api_error.hpp"
#include "core/json.hpp"

namespace aqua::http {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
using tcp = net::ip::tcp;
constexpr auto tuple_awaitable = net::as_tuple(net::use_awaitable);

bool bodyless_status(int status) {
  return status / 100 == 1 || status == 204 || status == 304;
}

std::string response_head(const Response& res, unsigned version, bool keep_alive) {
  auto same = [](std::string_view a, std::string_view b) {
    return a.size() == b.size() && std::equal(a.begin(), a.end(), b.begin(), [](char x, char y) {
             return std::tolower(static_cast<unsigned char>(x)) == y;
           });
  };
  auto put = [](std::string& out, std::string_view text) {
    for (char c : text) out += (c == '\r' || c == '\n') ? ' ' : c;
  };
  std::string out;
  std::size_t size = 64;
  for (const auto& [k, v] : res.headers) size += k.size() + v.size() + 4;
  out.reserve(size);
  out += version == 10 ? "HTTP/1.0 " : "HTTP/1.1 ";
  out += std::to_string(res.status);
  out += ' ';
  out += bhttp::obsolete_reason(static_cast<bhttp::status>(res.status));
  out += "\r\n";
  for (const auto& [k, v] : res.headers) {
    // Framing is this function's: a route never decides it.
    if (same(k, "content-length") || same(k, "connection") || same(k, "transfer-encoding"))
      continue;
    put(out, k);
    out += ": ";
    put(out, v);
    out += "\r\n";
  }
  if (version >= 11 && !keep_alive) out += "Connection: close\r\n";
  if (version == 10 && keep_alive) out += "Connection: keep-alive\r\n";
  if (!bodyless_status(res.status)) {
    out += "Content-Length: ";
    out += std::to_string(res.body_view().size());
    out += "\r\n";
  }
  out += "\r\n";
  return out;
}

Request from_beast(bhttp::request<bhttp::string_body>&& in, const std::string& ip) {
  Request req;
  req.method = std::string(in.method_string());
  req.target = std::string(in.target());
  req.remote_ip = ip;
  req.headers.reserve(8);
  for (const auto& f : in) {
    std::string name(f.name_string());
    for (auto& c : name) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    req.headers.emplace_back(std::move(name), std::string(f.value()));
  }
  req.body = std::move(in.body());
  return req;
}

Response over_capacity_response() {
  auto r = Response::json(503, json::error_body(ApiError::unavailable()));
  r.header("retry-after", "5");
  r.close = true;  // over a cap: the connection goes too, so its slot is free again
  return r;
}

net::awaitable<void> after_accept_error(const boost::system::error_code& ec,
                                        std::chrono::milliseconds& backoff, LogThrottle& log,
                                        std::size_t open_connections) {
  std::size_t held = 0;
  if (log.allow(std::chrono::steady_clock::now(), &held))
    spdlog::warn("accept failed: {} ({} more since the last report; {} connections open)",
                 ec.message(), held, open_connections);
  bool exhausted = ec == net::error::no_descriptors || ec.value() == ENFILE ||
                   ec == net::error::no_buffer_space || ec == net::error::no_memory;
  if (!exhausted) co_return;
  net::steady_timer pause(co_await net::this_coro::executor);
  pause.expires_after(backoff);
  co_await pause.async_wait(tuple_awaitable);
  backoff = std::min(backoff * 2, std::chrono::milliseconds(1000));
}

bool reserve_may_serve(const Request& req) {
  if (req.path == "/api/health") return true;
  // Admin calls only: a made-up cookie must not turn the reserve into a way around the caps
  // for the public pages (the admin routes check the session, so it cannot pass there).
  if (!req.path.starts_with("/api/admin/")) return false;
  auto cookie = req.header("cookie");
  return cookie && cookie->find("aqua_session=") != std::string_view::npos;
}

void drop_forwarded_headers(Request& req) {
  std::erase_if(req.headers, [](const auto& h) { return h.first.starts_with("x-forwarded-"); });
}

void use_forwarded_address(Request& req) {
  auto xff = req.header("x-forwarded-for");
  if (!xff || xff->empty()) return;
  auto comma = xff->rfind(',');
  auto last = comma == std::string_view::npos ? *xff : xff->substr(comma + 1);
  while (!last.empty() && last.front() == ' ') last.remove_prefix(1);
  if (!last.empty() && last.size() <= 45) req.remote_ip = std::string(last);
}

net::awaitable<void> stream_events(beast::tcp_stream& stream, Response& res, unsigned version,
                                   const std::atomic<bool>& stopping) {
  bhttp::response<bhttp::empty_body> head{bhttp::status::ok, version};
  for (auto& [k, v] : res.headers) head.insert(k, v);
  head.set(bhttp::field::content_type, "text/event-stream");
  head.set(bhttp::field::cache_control, "no-cache");
  head.set("x-accel-buffering", "no");
  head.keep_alive(false);
  bhttp::response_serializer<bhttp::empty_body> sr{head};
  stream.expires_after(std::chrono::seconds(30));
  auto [ec, hn] = co_await bhttp::async_write_header(stream, sr, tuple_awaitable);
  if (ec || hn == 0) co_return;

  auto ex = co_await net::this_coro::executor;
  auto timer = std::make_shared<net::steady_timer>(ex);
  auto pending = std::make_shared<bool>(false);
  auto gone = std::make_shared<bool>(false);
  std::weak_ptr<net::steady_timer> weak_timer = timer;
  res.events->subscribe([ex, weak_timer, pending] {
    net::post(ex, [weak_timer, pending] {
      *pending = true;
      if (auto t = weak_timer.lock()) t->cancel();
    });
  });
  // A client never sends anything on an event stream: readable means it closed (or broke
  // the protocol). Either way its slot is freed now rather than at the next heartbeat.
  stream.socket().async_wait(tcp::socket::wait_read,
                             [weak_timer, gone](const boost::system::error_code&) {
                               *gone = true;
                               if (auto t = weak_timer.lock()) t->cancel();
                             });
  std::string first = "retry: 3000\n\n";
  stream.expires_after(std::chrono::seconds(30));
  auto [ec1, n1] = co_await net::async_write(stream, net::buffer(first), tuple_awaitable);
  while (!ec1 && !stopping && !*gone) {
    std::string out;
    for (auto e = res.events->next_event(); !e.empty(); e = res.events->next_event()) out += e;
    if (out.empty()) {
      if (!*pending) {
        timer->expires_after(std::chrono::seconds(25));
        auto [wec] = co_await timer->async_wait(tuple_awaitable);
        if (!wec) out = ": keep-alive\n\n";  // heartbeat keeps proxies from closing us
      }
      *pending = false;
      if (out.empty()) continue;
    }
    stream.expires_after(std::chrono::seconds(30));
    auto [wec, n] = co_await net::async_write(stream, net::buffer(out), tuple_awaitable);
    if (wec) break;
  }
  res.events->unsubscribe();
}

net::awaitable<void> linger_close(beast::tcp_stream& stream, std::chrono::milliseconds limit) {
  boost::system::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_send, ec);
  constexpr std::size_t kChunk = std::size_t{16} * 1024;
  constexpr std::size_t kMostDrained = std::size_t{8} * 1024 * 1024;
  std::array<char, kChunk> sink;
  std::size_t drained = 0;
  stream.expires_after(limit);
  while (drained < kMostDrained) {
    auto [rec, n] = co_await stream.async_read_some(net::buffer(sink), tuple_awaitable);
    if (rec) break;
    drained += n;
  }
  stream.socket().close(ec);
}

net::awaitable<bool> await_request(beast::tcp_stream& stream, beast::flat_buffer& buffer,
                                   std::chrono::milliseconds idle,
                                   std::chrono::milliseconds deadline) {
  if (idle.count() > 0 && buffer.size() == 0) {
    stream.expires_after(idle);
    constexpr std::size_t kChunk = std::size_t{16} * 1024;
    auto [ec, n] = co_await stream.async_read_some(buffer.prepare(kChunk), tuple_awaitable);
    if (ec) co_return false;
    buffer.commit(n);
  }
  stream.expires_after(deadline);
  co_return true;
}

}  // namespace aqua::http

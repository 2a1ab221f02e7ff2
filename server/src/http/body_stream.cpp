#include "http/body_stream.hpp"

#include <spdlog/spdlog.h>

#include <array>
#include <boost/asio/experimental/awaitable_operators.hpp>
#include <boost/beast/http.hpp>

#include "http/offload.hpp"
#include "http/wire.hpp"

namespace aqua::http {

namespace net = boost::asio;
namespace beast = boost::beast;
namespace bhttp = beast::http;
using error_code = boost::system::error_code;
constexpr auto tuple_awaitable = net::as_tuple(net::use_awaitable);

namespace {

// The next piece, made on the pool; nullopt when the source failed.
net::awaitable<std::optional<std::string>> next_piece(BodySource& source,
                                                      net::thread_pool::executor_type pool) {
  co_return co_await on_pool(pool, [&source]() -> std::optional<std::string> {
    try {
      return source.next();
    } catch (const std::exception& e) {
      spdlog::error("streamed response failed: {}", e.what());
      return std::nullopt;
    }
  });
}

// Writes one piece: raw, or framed as a chunk (the piece itself is not copied).
net::awaitable<error_code> write_piece(beast::tcp_stream& stream, std::string piece, bool chunked) {
  std::string head;
  if (chunked) {
    static constexpr char hex[] = "0123456789abcdef";
    for (auto n = piece.size(); n > 0; n >>= 4) head.insert(head.begin(), hex[n & 15]);
    head += "\r\n";
  }
  std::array<net::const_buffer, 3> buffers{net::buffer(head), net::buffer(piece),
                                           net::buffer(chunked ? "\r\n" : "", chunked ? 2 : 0)};
  stream.expires_after(std::chrono::seconds(30));
  auto [ec, n] = co_await net::async_write(stream, buffers, tuple_awaitable);
  co_return ec;
}

// Sends the pieces as the source makes them; the next piece is made on the pool while the
// previous one is being written, so a slow source and a slow client overlap.
net::awaitable<error_code> write_streamed(beast::tcp_stream& stream, Response& res,
                                          unsigned version, bool keep_alive, bool head,
                                          net::thread_pool::executor_type pool) {
  using namespace net::experimental::awaitable_operators;
  bool chunked = version >= 11;
  bhttp::response<bhttp::empty_body> header{static_cast<bhttp::status>(res.status), version};
  for (auto& [k, v] : res.headers) header.insert(k, v);
  header.keep_alive(keep_alive && chunked);
  if (chunked) header.chunked(true);
  bhttp::response_serializer<bhttp::empty_body> sr{header};
  stream.expires_after(std::chrono::seconds(30));
  auto [ec, n] = co_await bhttp::async_write_header(stream, sr, tuple_awaitable);
  if (ec || head) co_return ec;
  auto piece = co_await next_piece(*res.body_source, pool);
  for (;;) {
    if (!piece) co_return make_error_code(net::error::operation_aborted);
    if (piece->empty()) {
      if (!chunked) co_return make_error_code(bhttp::error::end_of_stream);
      stream.expires_after(std::chrono::seconds(30));
      auto [wec, wn] = co_await net::async_write(stream, net::buffer(kLastChunk), tuple_awaitable);
      co_return wec;
    }
    auto [wec, following] = co_await (write_piece(stream, std::move(*piece), chunked) &&
                                      next_piece(*res.body_source, pool));
    if (wec) co_return wec;
    piece = std::move(following);
  }
}

}  // namespace

net::awaitable<error_code> write_response(beast::tcp_stream& stream, Response& res,
                                          unsigned version, bool keep_alive, bool head,
                                          net::thread_pool::executor_type pool) {
  if (res.body_source)
    co_return co_await write_streamed(stream, res, version, keep_alive, head, pool);
  // The head rendered here and the body by reference, in one gather write: Beast's
  // serializer cost more than the rest of a cached catalogue answer.
  std::string head_text = response_head(res, version, keep_alive);
  auto body = res.body_view();
  bool send_body = !head && !bodyless_status(res.status);
  std::array<net::const_buffer, 2> buffers{
      net::buffer(head_text),
      send_body ? net::buffer(body.data(), body.size()) : net::const_buffer()};
  stream.expires_after(std::chrono::seconds(30));
  auto [ec, n] = co_await net::async_write(stream, buffers, tuple_awaitable);
  co_return ec;
}

}  // namespace aqua::http

#include "http/body_stream.hpp"

#include <spdlog/spdlog.h>

#include <boost/beast/http.hpp>

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
  auto io = co_await net::this_coro::executor;
  co_await net::post(pool, net::use_awaitable);
  std::optional<std::string> piece;
  try {
    piece = source.next();
  } catch (const std::exception& e) {
    spdlog::error("streamed response failed: {}", e.what());
  }
  co_await net::post(io, net::use_awaitable);
  co_return piece;
}

net::awaitable<error_code> write_streamed(beast::tcp_stream& stream, Response& res,
                                          unsigned version, bool keep_alive, bool head,
                                          net::thread_pool::executor_type pool) {
  bool chunked = version >= 11;
  bhttp::response<bhttp::empty_body> header{static_cast<bhttp::status>(res.status), version};
  for (auto& [k, v] : res.headers) header.insert(k, v);
  header.keep_alive(keep_alive && chunked);
  if (chunked) header.chunked(true);
  bhttp::response_serializer<bhttp::empty_body> sr{header};
  stream.expires_after(std::chrono::seconds(30));
  auto [ec, n] = co_await bhttp::async_write_header(stream, sr, tuple_awaitable);
  if (ec || head) co_return ec;
  for (;;) {
    auto piece = co_await next_piece(*res.body_source, pool);
    if (!piece) co_return make_error_code(net::error::operation_aborted);
    std::string out = !chunked         ? std::move(*piece)
                      : piece->empty() ? std::string(kLastChunk)
                                       : chunk_frame(*piece);
    stream.expires_after(std::chrono::seconds(30));
    auto [wec, wn] = co_await net::async_write(stream, net::buffer(out), tuple_awaitable);
    if (wec) co_return wec;
    if (piece->empty())
      co_return chunked ? error_code() : make_error_code(bhttp::error::end_of_stream);
  }
}

}  // namespace

net::awaitable<error_code> write_response(beast::tcp_stream& stream, Response& res,
                                          unsigned version, bool keep_alive, bool head,
                                          net::thread_pool::executor_type pool) {
  if (res.body_source)
    co_return co_await write_streamed(stream, res, version, keep_alive, head, pool);
  auto out = to_beast(res, version, keep_alive, head);
  stream.expires_after(std::chrono::seconds(30));
  auto [ec, n] = co_await bhttp::async_write(stream, out, tuple_awaitable);
  co_return ec;
}

}  // namespace aqua::http

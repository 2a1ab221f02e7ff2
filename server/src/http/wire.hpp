// The transport's wire-level pieces: the head of a whole response, Beast requests as plain
// messages, server-sent event streams, and closing a connection without losing the last reply.
#pragma once
#include <atomic>
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>

#include "http/connection_limits.hpp"
#include "http/message.hpp"

namespace aqua::http {

// The status line and header fields of a whole response (not streamed), ready for the wire:
// res's headers in order (CR and LF in them become spaces, so no value can add a field),
// then Connection as the request's version and keep_alive need and Content-Length (none for
// 1xx, 204 and 304, whose body is always empty).
std::string response_head(const Response& res, unsigned version, bool keep_alive);
// 1xx, 204 and 304 never carry a body.
bool bodyless_status(int status);
Request from_beast(boost::beast::http::request<boost::beast::http::string_body>&& in,
                   const std::string& ip);
// Out of descriptors (EMFILE/ENFILE) or memory, accepting again at once only spins: the
// pending connection stays in the backlog. Waits `backoff` (then doubles it, up to 1 s) and
// logs through `log` (at most a line a second).
boost::asio::awaitable<void> after_accept_error(const boost::system::error_code& ec,
                                                std::chrono::milliseconds& backoff,
                                                LogThrottle& log, std::size_t open_connections);

// Over a connection or stream cap: 503 with Retry-After, the client should come back soon.
Response over_capacity_response();
// What a reserve slot serves: health checks, and admin API calls that carry a session cookie
// (the route still checks it), so monitoring and the shop's staff get through a flood.
bool reserve_may_serve(const Request& req);
// Behind our own nginx: the client address is the last X-Forwarded-For entry, which the
// proxy appended itself.
void use_forwarded_address(Request& req);
// Without a proxy of our own, X-Forwarded-* headers are the client's claims: dropped, so
// no feature (the cookie's Secure flag, the client address) can be fooled by them.
void drop_forwarded_headers(Request& req);

// Sends res's events until the client leaves (noticed at once, not at the next heartbeat),
// a write fails, or `stopping` is set.
boost::asio::awaitable<void> stream_events(boost::beast::tcp_stream& stream, Response& res,
                                           unsigned version, const std::atomic<bool>& stopping);

// Closing right after an error reply while the client is still sending its body makes the
// kernel reset the connection, and the client never sees the reply. So close in stages
// (RFC 9112 9.6): stop sending, read and discard for a bounded time and size, then close.
boost::asio::awaitable<void> linger_close(boost::beast::tcp_stream& stream,
                                          std::chrono::milliseconds limit);

// Arms the deadline of a connection's next request. An idle keep-alive connection (idle > 0)
// waits longer for its next request than a request may take to arrive once started: its first
// bytes have `idle`, the request from there `deadline`, as a connection's first request does.
// False when the connection closed or stayed idle too long: nothing was asked.
boost::asio::awaitable<bool> await_request(boost::beast::tcp_stream& stream,
                                           boost::beast::flat_buffer& buffer,
                                           std::chrono::milliseconds idle,
                                           std::chrono::milliseconds deadline);

}  // namespace aqua::http

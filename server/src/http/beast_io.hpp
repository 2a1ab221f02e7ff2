// Inside the transport: our Request/Response to and from Beast's messages, and closing a
// connection without losing the reply.
#pragma once
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>
#include <boost/beast/http.hpp>
#include <string>

#include "http/message.hpp"

namespace aqua::http {

namespace bhttp = boost::beast::http;

bhttp::response<bhttp::string_body> to_beast(Response& res, unsigned version, bool keep_alive,
                                             bool head);
Request from_beast(bhttp::request<bhttp::string_body>&& in, const std::string& ip);

// Behind our own proxy: the client address is the last X-Forwarded-For entry, which the
// proxy appended itself.
void use_forwarded_for(Request& req);

// Closing right after an error reply while the client is still sending its body makes the
// kernel reset the connection, and the client never sees the reply. So close in stages
// (RFC 9112 9.6): stop sending, read and discard for a bounded time and size, then close.
boost::asio::awaitable<void> linger_close(boost::beast::tcp_stream& stream);

}  // namespace aqua::http

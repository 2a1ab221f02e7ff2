// Writing a response on the wire: whole (string body), or in chunks (Response::body_source,
// HTTP/1.1 chunked transfer coding; an HTTP/1.0 client gets the raw pieces and the
// connection closes at the end). Pieces are made on `pool`, never on the I/O thread.
#pragma once
#include <boost/asio.hpp>
#include <boost/beast/core.hpp>

#include "http/message.hpp"

namespace aqua::http {

// An error (or end_of_stream when the connection must close after a streamed HTTP/1.0 body)
// means the caller closes the connection.
boost::asio::awaitable<boost::system::error_code> write_response(
    boost::beast::tcp_stream& stream, Response& res, unsigned version, bool keep_alive, bool head,
    boost::asio::thread_pool::executor_type pool);

}  // namespace aqua::http

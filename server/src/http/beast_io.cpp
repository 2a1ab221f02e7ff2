#include "http/beast_io.hpp"

#include <array>
#include <cctype>

namespace aqua::http {

namespace net = boost::asio;
namespace beast = boost::beast;
using tcp = net::ip::tcp;
using net::awaitable;
constexpr auto tuple_awaitable = net::as_tuple(net::use_awaitable);

bhttp::response<bhttp::string_body> to_beast(Response& res, unsigned version, bool keep_alive,
                                             bool head) {
  bhttp::response<bhttp::string_body> out{static_cast<bhttp::status>(res.status), version};
  for (auto& [k, v] : res.headers) out.insert(k, v);
  out.keep_alive(keep_alive);
  if (head) {
    out.content_length(res.body.size());
  } else {
    out.body() = std::move(res.body);
    out.prepare_payload();
  }
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

void use_forwarded_for(Request& req) {
  if (auto xff = req.header("x-forwarded-for"); xff && !xff->empty()) {
    auto comma = xff->rfind(',');
    auto last = comma == std::string_view::npos ? *xff : xff->substr(comma + 1);
    while (!last.empty() && last.front() == ' ') last.remove_prefix(1);
    if (!last.empty() && last.size() <= 45) req.remote_ip = std::string(last);
  }
}

awaitable<void> linger_close(beast::tcp_stream& stream) {
  boost::system::error_code ec;
  stream.socket().shutdown(tcp::socket::shutdown_send, ec);
  std::array<char, 16 * 1024> sink;
  std::size_t drained = 0;
  stream.expires_after(std::chrono::seconds(2));
  while (drained < 8 * 1024 * 1024) {
    auto [rec, n] = co_await stream.async_read_some(net::buffer(sink), tuple_awaitable);
    if (rec) break;
    drained += n;
  }
  stream.socket().close(ec);
}

}  // namespace aqua::http

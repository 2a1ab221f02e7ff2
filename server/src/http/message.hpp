// Plain request/response types shared by the transport and the features. No Beast here, so
// shop code compiles fast and can be unit-tested without sockets.
#pragma once
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace aqua::http {

using Headers = std::vector<std::pair<std::string, std::string>>;  // names in lower case

struct Request {
  std::string method;                                      // "GET", "POST", …
  std::string target;                                      // as received: path + query
  std::string path;                                        // percent-decoded path without the query
  std::vector<std::pair<std::string, std::string>> query;  // decoded, in order
  Headers headers;
  std::string body;
  std::string remote_ip;
  std::map<std::string, std::string> params;  // path parameters, e.g. {"id": "1"}

  std::optional<std::string_view> header(std::string_view lower_name) const;
  std::optional<std::string> query_param(std::string_view name) const;
  std::string param(const std::string& name) const;
};

// A live stream of server-sent events. The transport keeps the connection open, sends what
// next_event() returns, and a heartbeat comment when nothing happens for a while.
class EventSource {
 public:
  virtual ~EventSource() = default;
  // Registers a wake-up callback; called (from any thread) when an event may be ready.
  virtual void subscribe(std::function<void()> wake) = 0;
  virtual void unsubscribe() = 0;
  // The next event text ("event: …\ndata: …\n\n"), or empty when there is none.
  virtual std::string next_event() = 0;
};

// A body made in pieces (a large export) so it never sits in memory whole. The transport
// calls next() on a worker thread (it may read the database) and sends each piece as an
// HTTP/1.1 chunk until next() returns an empty string. If next() throws, the connection is
// closed without the last chunk, so the client sees the transfer fail rather than end.
class BodySource {
 public:
  virtual ~BodySource() = default;
  virtual std::string next() = 0;
};

// The chunked transfer coding (RFC 9112 7.1): a piece framed as one chunk, and the end.
std::string chunk_frame(std::string_view data);
inline constexpr std::string_view kLastChunk = "0\r\n\r\n";

struct Response {
  int status = 200;
  Headers headers;
  std::string body;
  // A body shared with a cache instead of copied into `body` (the catalogue's answers, the
  // web app's files): the pointer keeps it alive until it is written.
  std::shared_ptr<const std::string> shared_body;
  std::shared_ptr<EventSource> events;      // set for server-sent event streams
  std::shared_ptr<BodySource> body_source;  // set for a body sent in chunks (body unused)
  bool close = false;  // the connection closes after this answer whatever the client asked

  static Response json(int status, std::string body);
  static Response json(std::string body) { return json(200, std::move(body)); }
  // 200 with a JSON body that a cache owns (not copied).
  static Response json_shared(std::shared_ptr<const std::string> body);
  // The body to send: shared_body when set, else body.
  std::string_view body_view() const { return shared_body ? *shared_body : body; }
  static Response no_content();
  Response& header(std::string name, std::string value) {
    headers.emplace_back(std::move(name), std::move(value));
    return *this;
  }
};

// Splits a target into its decoded path and query pairs. Returns false for a bad encoding.
bool split_target(std::string_view target, std::string& path,
                  std::vector<std::pair<std::string, std::string>>& query);

}  // namespace aqua::http

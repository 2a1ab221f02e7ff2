#include "http/message.hpp"

#include <boost/url/pct_string_view.hpp>

namespace aqua::http {

std::optional<std::string_view> Request::header(std::string_view lower_name) const {
  for (const auto& [k, v] : headers)
    if (k == lower_name) return std::string_view(v);
  return std::nullopt;
}

std::optional<std::string> Request::query_param(std::string_view name) const {
  for (const auto& [k, v] : query)
    if (k == name) return v;
  return std::nullopt;
}

std::string Request::param(const std::string& name) const {
  auto it = params.find(name);
  return it == params.end() ? std::string() : it->second;
}

Response Response::json(int status, std::string body) {
  Response r;
  r.status = status;
  r.body = std::move(body);
  r.headers.emplace_back("content-type", "application/json; charset=utf-8");
  return r;
}

Response Response::json_shared(std::shared_ptr<const std::string> body) {
  Response r;
  r.shared_body = std::move(body);
  r.headers.emplace_back("content-type", "application/json; charset=utf-8");
  return r;
}

Response Response::no_content() {
  Response r;
  r.status = 204;
  return r;
}

namespace {
// Percent-decoding through Boost.URL; false when s holds a malformed escape ("%zz", "%4").
bool decode_into(std::string_view s, bool plus_is_space, std::string& out) {
  auto pct = boost::urls::make_pct_string_view(s);
  if (!pct) return false;
  boost::urls::encoding_opts opts;
  opts.space_as_plus = plus_is_space;
  pct->decode(opts, boost::urls::string_token::assign_to(out));
  return true;
}
}  // namespace

bool split_target(std::string_view target, std::string& path,
                  std::vector<std::pair<std::string, std::string>>& query) {
  auto q = target.find('?');
  std::string_view raw_path = target.substr(0, q);
  if (!decode_into(raw_path, false, path)) return false;
  query.clear();
  if (q == std::string_view::npos) return true;
  std::string_view rest = target.substr(q + 1);
  while (!rest.empty()) {
    auto amp = rest.find('&');
    std::string_view pair = rest.substr(0, amp);
    rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 1);
    if (pair.empty()) continue;
    auto eq = pair.find('=');
    std::string k, v;
    if (!decode_into(pair.substr(0, eq), true, k)) return false;
    if (eq != std::string_view::npos && !decode_into(pair.substr(eq + 1), true, v)) return false;
    query.emplace_back(std::move(k), std::move(v));
  }
  return true;
}

std::string chunk_frame(std::string_view data) {
  static constexpr char hex[] = "0123456789abcdef";
  std::string size;
  for (auto n = data.size(); n > 0; n >>= 4) size.insert(size.begin(), hex[n & 15]);
  if (size.empty()) size = "0";
  std::string out;
  out.reserve(size.size() + data.size() + 4);
  out.append(size).append("\r\n").append(data).append("\r\n");
  return out;
}

}  // namespace aqua::http

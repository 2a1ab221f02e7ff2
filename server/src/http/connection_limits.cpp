#include "http/connection_limits.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <filesystem>

namespace aqua::http {

std::size_t auto_max_connections(std::size_t fd_limit, std::size_t fds_in_use,
                                 std::size_t reserve) {
  // Database connections, SQLite's journal, log and upload files and the mail worker's
  // sockets come and go; keep a margin for them beyond the reserve.
  std::size_t margin = 16 + fd_limit / 32;
  std::size_t taken = fds_in_use + reserve + margin;
  return fd_limit > taken + 8 ? fd_limit - taken : 8;
}

ConnectionLimitOptions resolve_limits(ConnectionLimitOptions o, std::size_t fd_limit,
                                      std::size_t fds_in_use) {
  o.reserve = std::max<std::size_t>(2, std::min(o.reserve, fd_limit / 8));
  if (o.max_connections == 0)
    o.max_connections = auto_max_connections(fd_limit, fds_in_use, o.reserve);
  if (o.max_streams == 0) o.max_streams = std::max<std::size_t>(1, o.max_connections / 2);
  return o;
}

Ticket& Ticket::operator=(Ticket&& o) noexcept {
  if (this != &o) {
    release();
    owner_ = o.owner_;
    address_ = std::move(o.address_);
    kind_ = o.kind_;
    o.owner_ = nullptr;
  }
  return *this;
}

void Ticket::release() {
  if (owner_ && kind_ != Admit::refuse) owner_->release(address_, kind_);
  owner_ = nullptr;
}

Ticket ConnectionLimits::admit(const std::string& address) {
  std::lock_guard lock(mu_);
  auto& mine = per_address_[address];
  bool address_full = opts_.max_per_address > 0 && mine >= opts_.max_per_address;
  if (!address_full && normal_ < opts_.max_connections) {
    ++mine;
    ++normal_;
    return Ticket(this, address, Admit::normal);
  }
  if (mine == 0) per_address_.erase(address);
  if (reserve_ < opts_.reserve) {
    ++reserve_;
    return Ticket(this, address, Admit::reserve);
  }
  return Ticket(this, address, Admit::refuse);
}

void ConnectionLimits::release(const std::string& address, Admit kind) {
  std::lock_guard lock(mu_);
  if (kind == Admit::reserve) {
    if (reserve_ > 0) --reserve_;
    return;
  }
  if (normal_ > 0) --normal_;
  auto it = per_address_.find(address);
  if (it != per_address_.end() && --it->second == 0) per_address_.erase(it);
}

bool ConnectionLimits::start_stream(const std::string& address) {
  std::lock_guard lock(mu_);
  auto& mine = streams_per_address_[address];
  if (streams_ >= opts_.max_streams ||
      (opts_.max_streams_per_address > 0 && mine >= opts_.max_streams_per_address)) {
    if (mine == 0) streams_per_address_.erase(address);
    return false;
  }
  ++mine;
  ++streams_;
  return true;
}

void ConnectionLimits::end_stream(const std::string& address) {
  std::lock_guard lock(mu_);
  if (streams_ > 0) --streams_;
  auto it = streams_per_address_.find(address);
  if (it != streams_per_address_.end() && --it->second == 0) streams_per_address_.erase(it);
}

std::size_t ConnectionLimits::open_connections() const {
  std::lock_guard lock(mu_);
  return normal_ + reserve_;
}

std::size_t ConnectionLimits::open_streams() const {
  std::lock_guard lock(mu_);
  return streams_;
}

bool LogThrottle::allow(std::chrono::steady_clock::time_point now, std::size_t* suppressed) {
  std::lock_guard lock(mu_);
  if (logged_ && now - last_ < interval_) {
    ++held_;
    return false;
  }
  if (suppressed) *suppressed = held_;
  held_ = 0;
  last_ = now;
  logged_ = true;
  return true;
}

}  // namespace aqua::http

namespace aqua::http {

std::size_t descriptor_limit() {
  rlimit rl{};
  if (getrlimit(RLIMIT_NOFILE, &rl) != 0 || rl.rlim_cur == RLIM_INFINITY) return 1 << 20;
  return static_cast<std::size_t>(rl.rlim_cur);
}

std::size_t descriptors_in_use() {
  std::error_code ec;
  std::size_t n = 0;
  for (std::filesystem::directory_iterator it("/proc/self/fd", ec), end; !ec && it != end;
       it.increment(ec))
    ++n;
  return n;
}

}  // namespace aqua::http

// Caps on open connections, so no flood of connections or event streams can use up the
// process's file descriptors. Plain C++ (no sockets), shared by every I/O thread.
//
// A connection is admitted as `normal` while the total and its address's count are under
// their caps. Beyond that it may take one of a small number of `reserve` slots: such a
// connection gets one request answered if it is a health check or carries an admin
// session, everyone else 503 + Retry-After. With no reserve slot left it is closed at once.
#pragma once
#include <chrono>
#include <cstddef>
#include <mutex>
#include <string>
#include <unordered_map>

namespace aqua::http {

struct ConnectionLimitOptions {
  std::size_t max_connections = 1000;        // normal connections from all addresses
  std::size_t max_per_address = 128;         // 0: no per-address cap (e.g. behind a proxy)
  std::size_t max_streams = 500;             // live event streams from all addresses
  std::size_t max_streams_per_address = 16;  // counted on the client address of the request
  std::size_t reserve = 32;                  // extra slots for health checks and admins
};

// Default cap for a process allowed `fd_limit` descriptors with `fds_in_use` open now:
// what is left after the reserve and a margin for database, log and upload files.
std::size_t auto_max_connections(std::size_t fd_limit, std::size_t fds_in_use, std::size_t reserve);

// Fills in what is left at 0: max_connections from the descriptor limit, max_streams as
// half of it; the reserve shrinks to fit a small limit.
ConnectionLimitOptions resolve_limits(ConnectionLimitOptions o, std::size_t fd_limit,
                                      std::size_t fds_in_use);

enum class Admit { normal, reserve, refuse };

class ConnectionLimits;

// One admitted connection; gives its slot back when destroyed.
class Ticket {
 public:
  Ticket() = default;
  Ticket(ConnectionLimits* owner, std::string address, Admit kind)
      : owner_(owner), address_(std::move(address)), kind_(kind) {}
  Ticket(Ticket&& o) noexcept { *this = std::move(o); }
  Ticket& operator=(Ticket&& o) noexcept;
  Ticket(const Ticket&) = delete;
  Ticket& operator=(const Ticket&) = delete;
  ~Ticket() { release(); }
  Admit kind() const { return kind_; }
  void release();

 private:
  ConnectionLimits* owner_ = nullptr;
  std::string address_;
  Admit kind_ = Admit::refuse;
};

class ConnectionLimits {
 public:
  explicit ConnectionLimits(ConnectionLimitOptions o) : opts_(o) {}
  const ConnectionLimitOptions& options() const { return opts_; }

  // A new connection from `address`; kind() is refuse when it must be closed at once.
  Ticket admit(const std::string& address);
  // A response turns into a live event stream; false when that would exceed a stream cap.
  bool start_stream(const std::string& address);
  void end_stream(const std::string& address);

  std::size_t open_connections() const;
  std::size_t open_streams() const;

 private:
  friend class Ticket;
  void release(const std::string& address, Admit kind);

  ConnectionLimitOptions opts_;
  mutable std::mutex mu_;
  std::size_t normal_ = 0, reserve_ = 0, streams_ = 0;
  std::unordered_map<std::string, std::size_t> per_address_, streams_per_address_;
};

// At most one log line per interval for a repeating problem; counts what it held back.
class LogThrottle {
 public:
  explicit LogThrottle(std::chrono::milliseconds interval = std::chrono::seconds(1))
      : interval_(interval) {}
  // True when a line may be written now; *suppressed is how many were held back before it.
  bool allow(std::chrono::steady_clock::time_point now, std::size_t* suppressed);

 private:
  std::chrono::milliseconds interval_;
  std::mutex mu_;
  std::chrono::steady_clock::time_point last_{};
  bool logged_ = false;
  std::size_t held_ = 0;
};

}  // namespace aqua::http

namespace aqua::http {

// The soft RLIMIT_NOFILE of this process, and how many descriptors it has open now.
std::size_t descriptor_limit();
std::size_t descriptors_in_use();

}  // namespace aqua::http

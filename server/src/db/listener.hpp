// PostgreSQL LISTEN on one channel in a background thread, so every server behind a proxy
// hears when another one changes shared state (the catalogue). Reconnects by itself.
#pragma once
#include <atomic>
#include <functional>
#include <string>
#include <thread>

namespace aqua::db {

class PgListener {
 public:
  PgListener(std::string conninfo, std::string channel, std::function<void()> on_notify);
  ~PgListener();

 private:
  void run();
  std::string conninfo_, channel_;
  std::function<void()> on_notify_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace aqua::db

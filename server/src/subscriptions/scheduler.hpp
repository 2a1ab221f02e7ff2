// The scheduler inside `aquapure serve`: runs the subscriptions' due work at start and then
// every interval. Safe with several servers (each period is one unique row).
#pragma once
#include <atomic>
#include <condition_variable>
#include <mutex>
#include <thread>

#include "subscriptions/service.hpp"

namespace aqua::subscriptions {

class Scheduler {
 public:
  Scheduler(Service& service, long interval_ms);
  ~Scheduler();
  Scheduler(const Scheduler&) = delete;
  Scheduler& operator=(const Scheduler&) = delete;
  // Runs once now on the caller's thread (test hook); returns renewals created.
  int run_now();

 private:
  void loop();
  Service& service_;
  long interval_ms_;
  std::mutex mutex_, run_mutex_;
  std::condition_variable cv_;
  std::atomic<bool> stop_{false};
  std::thread thread_;
};

}  // namespace aqua::subscriptions

#include "subscriptions/scheduler.hpp"

#include <spdlog/spdlog.h>

#include "core/clock.hpp"
#include "core/thread_name.hpp"

namespace aqua::subscriptions {

Scheduler::Scheduler(Service& service, long interval_ms)
    : service_(service), interval_ms_(interval_ms), thread_([this] { loop(); }) {}

Scheduler::~Scheduler() {
  {
    std::lock_guard lk(mutex_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

int Scheduler::run_now() {
  std::lock_guard lk(run_mutex_);
  return service_.run_due(clock::now_ms(), &stop_);
}

void Scheduler::loop() {
  name_this_thread("aqua-renewals");
  for (;;) {
    try {
      run_now();
    } catch (const std::exception& e) {
      spdlog::warn("scheduler: {}", e.what());
    }
    std::unique_lock lk(mutex_);
    if (cv_.wait_for(lk, std::chrono::milliseconds(interval_ms_), [this] { return stop_.load(); }))
      return;
  }
}

}  // namespace aqua::subscriptions

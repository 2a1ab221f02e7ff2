#include "core/poll_loop.hpp"

#include <spdlog/spdlog.h>

#include <chrono>
#include <exception>
#include <utility>

#include "core/thread_name.hpp"

namespace aqua {

PollLoop::PollLoop(std::string name, const char* thread_name, long poll_ms,
                   std::function<int()> pass)
    : name_(std::move(name)),
      poll_ms_(poll_ms),
      pass_(std::move(pass)),
      thread_([this, thread_name] { run(thread_name); }) {}

PollLoop::~PollLoop() {
  {
    std::lock_guard lk(mutex_);
    stop_ = true;
  }
  cv_.notify_all();
  thread_.join();
}

void PollLoop::wake() {
  {
    std::lock_guard lk(mutex_);
    woken_ = true;
  }
  cv_.notify_all();
}

void PollLoop::run(const char* thread_name) {
  name_this_thread(thread_name);
  for (;;) {
    int done = 0;
    try {
      done = pass_();
    } catch (const std::exception& e) {
      spdlog::error("{} worker: {}", name_, e.what());
    }
    std::unique_lock lk(mutex_);
    if (stop_) return;
    if (done > 0) continue;  // more may be due right away
    cv_.wait_for(lk, std::chrono::milliseconds(poll_ms_), [this] { return stop_ || woken_; });
    woken_ = false;
    if (stop_) return;
  }
}

}  // namespace aqua

// A background worker's thread (the mail and SMS outboxes): runs a pass, again at once while
// a pass did something, else after the poll interval or as soon as it is woken, until stopped.
#pragma once
#include <condition_variable>
#include <functional>
#include <mutex>
#include <string>
#include <thread>

namespace aqua {

class PollLoop {
 public:
  // `pass` returns how much it did (0: nothing was due); one that throws is logged as
  // "<name> worker: …" and the loop goes on. The thread is named `thread_name`.
  PollLoop(std::string name, const char* thread_name, long poll_ms, std::function<int()> pass);
  ~PollLoop();  // stops and joins
  PollLoop(const PollLoop&) = delete;
  PollLoop& operator=(const PollLoop&) = delete;
  PollLoop(PollLoop&&) = delete;
  PollLoop& operator=(PollLoop&&) = delete;
  void wake();

 private:
  void run(const char* thread_name);

  std::string name_;
  long poll_ms_;
  std::function<int()> pass_;
  std::mutex mutex_;
  std::condition_variable cv_;
  bool stop_ = false, woken_ = false;
  std::thread thread_;  // last: starts when the rest is ready
};

}  // namespace aqua

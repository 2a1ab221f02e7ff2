#include "http/offload.hpp"

#include <gtest/gtest.h>

#include <future>
#include <stdexcept>
#include <thread>

namespace aqua::http {
namespace {

namespace net = boost::asio;

// The function runs on a pool thread and the coroutine goes on on its own I/O thread.
TEST(OnPool, RunsOnThePoolAndResumesOnTheCaller) {
  net::io_context io(1);
  net::thread_pool pool(2);
  std::thread::id io_thread, work_thread, after_thread;
  int result = 0;
  net::co_spawn(
      io,
      [&]() -> net::awaitable<void> {
        io_thread = std::this_thread::get_id();
        result = co_await on_pool(pool.get_executor(), [&] {
          work_thread = std::this_thread::get_id();
          return 42;
        });
        after_thread = std::this_thread::get_id();
      },
      net::detached);
  io.run();
  pool.join();
  EXPECT_EQ(result, 42);
  EXPECT_NE(work_thread, io_thread);
  EXPECT_EQ(after_thread, io_thread);
}

// While one request waits on blocking work, the same single I/O thread serves another: the
// work posts a handler to the I/O thread and waits for it to run.
TEST(OnPool, BlockingWorkLeavesTheIoThreadFree) {
  net::io_context io(1);
  net::thread_pool pool(2);
  bool served_meanwhile = false;
  net::co_spawn(
      io,
      [&]() -> net::awaitable<void> {
        served_meanwhile = co_await on_pool(pool.get_executor(), [&] {
          std::promise<void> served;
          auto done = served.get_future();
          net::post(io, [&served] { served.set_value(); });
          return done.wait_for(std::chrono::seconds(2)) == std::future_status::ready;
        });
      },
      net::detached);
  io.run();
  pool.join();
  EXPECT_TRUE(served_meanwhile);
}

TEST(OnPool, ExceptionsReachTheCaller) {
  net::io_context io(1);
  net::thread_pool pool(1);
  std::string caught;
  net::co_spawn(
      io,
      [&]() -> net::awaitable<void> {
        try {
          co_await on_pool(pool.get_executor(), []() -> int { throw std::runtime_error("boom"); });
        } catch (const std::runtime_error& e) {
          caught = e.what();
        }
      },
      net::detached);
  io.run();
  pool.join();
  EXPECT_EQ(caught, "boom");
}

}  // namespace
}  // namespace aqua::http

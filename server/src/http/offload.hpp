// Running blocking work (a database call, a piece of a streamed body) on the blocking pool and
// resuming the calling coroutine on its own I/O executor.
//
// `co_await net::post(pool, use_awaitable)` does not do this: the completion of an awaitable
// operation is dispatched to the coroutine's own executor, so the code after it ran on the I/O
// thread, and every database route held an I/O thread while it waited (at most one order per
// I/O thread reached the writer's group commit). co_spawn runs the function on the pool; its
// result or exception comes back to the caller on the caller's executor.
#pragma once
#include <boost/asio.hpp>
#include <type_traits>
#include <utility>

namespace aqua::http {

template <class F>
boost::asio::awaitable<std::invoke_result_t<F&>> on_pool(
    boost::asio::thread_pool::executor_type pool, F f) {
  using Result = std::invoke_result_t<F&>;
  co_return co_await boost::asio::co_spawn(
      pool, [&f]() -> boost::asio::awaitable<Result> { co_return f(); },
      boost::asio::use_awaitable);
}

}  // namespace aqua::http

// Names the calling thread (at most 15 characters), so `top -H`, perf and the benches'
// per-thread CPU figures (bench/placement.sh) tell the writer from the mail worker.
#pragma once
#include <pthread.h>

namespace aqua {

inline void name_this_thread(const char* name) {
  pthread_setname_np(pthread_self(), name);
}

}  // namespace aqua

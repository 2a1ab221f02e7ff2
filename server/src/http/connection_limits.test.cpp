#include "http/connection_limits.hpp"

#include <gtest/gtest.h>

#include <vector>

using namespace aqua::http;

namespace {
ConnectionLimitOptions small() {
  ConnectionLimitOptions o;
  o.max_connections = 4;
  o.max_per_address = 2;
  o.max_streams = 3;
  o.max_streams_per_address = 2;
  o.reserve = 2;
  return o;
}
}  // namespace

TEST(ConnectionLimits, PerAddressCapSendsTheRestToTheReserveThenRefuses) {
  ConnectionLimits limits(small());
  auto a = limits.admit("10.0.0.1");
  auto b = limits.admit("10.0.0.1");
  EXPECT_EQ(a.kind(), Admit::normal);
  EXPECT_EQ(b.kind(), Admit::normal);
  auto c = limits.admit("10.0.0.1");
  auto d = limits.admit("10.0.0.1");
  auto e = limits.admit("10.0.0.1");
  EXPECT_EQ(c.kind(), Admit::reserve);
  EXPECT_EQ(d.kind(), Admit::reserve);
  EXPECT_EQ(e.kind(), Admit::refuse);
  // Another address still gets a normal slot.
  EXPECT_EQ(limits.admit("10.0.0.2").kind(), Admit::normal);
  EXPECT_EQ(limits.open_connections(), 4u);
}

TEST(ConnectionLimits, TotalCapAndReleaseOnDestruction) {
  ConnectionLimits limits(small());
  {
    std::vector<Ticket> held;
    held.reserve(4);
    for (int i = 0; i < 4; ++i) held.push_back(limits.admit("10.0.0." + std::to_string(i)));
    for (auto& t : held) EXPECT_EQ(t.kind(), Admit::normal);
    EXPECT_EQ(limits.admit("10.0.0.9").kind(), Admit::reserve);
  }
  EXPECT_EQ(limits.open_connections(), 0u);
  EXPECT_EQ(limits.admit("10.0.0.9").kind(), Admit::normal);
}

TEST(ConnectionLimits, MovedTicketReleasesOnce) {
  ConnectionLimits limits(small());
  {
    Ticket a = limits.admit("x");
    Ticket b = std::move(a);
    Ticket c;
    c = std::move(b);
    EXPECT_EQ(limits.open_connections(), 1u);
  }
  EXPECT_EQ(limits.open_connections(), 0u);
}

TEST(ConnectionLimits, StreamCaps) {
  ConnectionLimits limits(small());
  EXPECT_TRUE(limits.start_stream("a"));
  EXPECT_TRUE(limits.start_stream("a"));
  EXPECT_FALSE(limits.start_stream("a"));  // per address
  EXPECT_TRUE(limits.start_stream("b"));
  EXPECT_FALSE(limits.start_stream("c"));  // total
  limits.end_stream("a");
  EXPECT_TRUE(limits.start_stream("c"));
  EXPECT_EQ(limits.open_streams(), 3u);
}

TEST(ConnectionLimits, AutoCapLeavesTheReserveAndAMargin) {
  EXPECT_EQ(auto_max_connections(1024, 30, 32), 1024u - 30 - 32 - 16 - 32);
  EXPECT_EQ(auto_max_connections(64, 60, 32), 8u);  // never below a handful
}

TEST(LogThrottle, OneLinePerIntervalCountingTheRest) {
  LogThrottle t(std::chrono::seconds(1));
  auto t0 = std::chrono::steady_clock::now();
  std::size_t held = 99;
  EXPECT_TRUE(t.allow(t0, &held));
  EXPECT_EQ(held, 0u);
  for (int i = 0; i < 1000; ++i) EXPECT_FALSE(t.allow(t0 + std::chrono::milliseconds(i), &held));
  EXPECT_TRUE(t.allow(t0 + std::chrono::milliseconds(1000), &held));
  EXPECT_EQ(held, 1000u);
}

TEST(ConnectionLimits, ResolveFillsInFromTheDescriptorLimit) {
  ConnectionLimitOptions o{0};
  o.max_streams = 0;
  o.reserve = 64;
  auto r = resolve_limits(o, 256, 30);
  EXPECT_EQ(r.reserve, 32u);  // an eighth of a small limit
  EXPECT_EQ(r.max_connections, auto_max_connections(256, 30, 32));
  EXPECT_EQ(r.max_streams, r.max_connections / 2);
  o.max_connections = 50;
  o.max_streams = 7;
  r = resolve_limits(o, 100000, 30);
  EXPECT_EQ(r.max_connections, 50u);
  EXPECT_EQ(r.max_streams, 7u);
  EXPECT_EQ(r.reserve, 64u);
}

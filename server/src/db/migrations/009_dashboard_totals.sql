-- The dashboard and the dispatch board at 1,000,000 orders (docs/performance.md).

-- Orders and revenue (orders not cancelled) per Pakistan calendar day, kept by the orders room
-- in the same transaction as every order insert, status change and delete. day =
-- (created_at + 5 h) / 24 h. shard spreads concurrent orders of one day over a few rows so
-- that PostgreSQL's row locks do not queue order placements; the dashboard sums the shards.
CREATE TABLE order_days (
  day BIGINT NOT NULL,
  shard INTEGER NOT NULL,
  orders BIGINT NOT NULL DEFAULT 0,
  revenue_paisa BIGINT NOT NULL DEFAULT 0,
  PRIMARY KEY (day, shard)
);
INSERT INTO order_days (day, shard, orders, revenue_paisa)
SELECT (created_at + 18000000) / 86400000, 0, COUNT(*),
  COALESCE(SUM(CASE WHEN status <> 'cancelled' THEN total_paisa ELSE 0 END), 0)
FROM orders GROUP BY (created_at + 18000000) / 86400000;
-- The per-day index 006 made for the dashboard: order_days replaces it.
DROP INDEX orders_day_totals;

-- Bottles out and deposits held: the sum of bottle_balances, kept with every ledger movement
-- (sharded by customer for the same reason).
CREATE TABLE bottle_totals (
  shard INTEGER PRIMARY KEY,
  bottles BIGINT NOT NULL DEFAULT 0,
  deposit_paisa BIGINT NOT NULL DEFAULT 0
);
INSERT INTO bottle_totals (shard, bottles, deposit_paisa)
SELECT 0, COALESCE(SUM(bottles), 0), COALESCE(SUM(deposit_paisa), 0) FROM bottle_balances;

-- Deliveries per slot read (date, slot, status) from the index alone.
DROP INDEX deliveries_date;
CREATE INDEX deliveries_date ON deliveries (delivery_date, slot, status);
-- Cash due on open stops: the partial index carries the amount.
DROP INDEX deliveries_open;
CREATE INDEX deliveries_open ON deliveries (status, cash_due_paisa)
  WHERE status IN ('planned', 'failed');
-- Drivers' days not closed yet: cash still with the drivers.
CREATE INDEX driver_days_open ON driver_days (closed, cash_collected_paisa) WHERE closed = 0;

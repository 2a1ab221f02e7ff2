-- Deposits follow bottles: a stop keeps the deposits its order paid for bottles given without
-- an empty back, and the bottle ledger charges them when the driver leaves the bottles
-- (delivery/rules.cpp, movements_for), not when the order is placed. A failed, cancelled or
-- still planned stop holds no deposit.
ALTER TABLE deliveries ADD COLUMN deposit_due_paisa BIGINT NOT NULL DEFAULT 0;
-- When the driver recorded an outcome on the phone (outcome_at: when it reached the shop).
ALTER TABLE deliveries ADD COLUMN recorded_at BIGINT;

-- Every stop of a one-time order (its first, and any rescheduled after a failure) carries the
-- deposits that order's lines paid.
UPDATE deliveries SET deposit_due_paisa = (
  SELECT COALESCE(SUM(i.deposit_paisa), 0) FROM order_items i
  WHERE i.order_id = deliveries.order_id AND i.purchase_type = 'one-time')
WHERE subscription_id = '' AND order_id <> '';

-- Deposits charged at ordering for orders none of whose stops was delivered are reversed
-- (a movement of its own: the ledger keeps its history).
INSERT INTO bottle_ledger (customer_key, kind, bottles, deposit_paisa, delivery_id, order_id,
  created_at)
SELECT l.customer_key, 'deposit_refunded', 0, -SUM(l.deposit_paisa), MIN(l.delivery_id),
  l.order_id, MAX(l.created_at)
FROM bottle_ledger l
WHERE l.kind = 'deposit_charged' AND NOT EXISTS (
  SELECT 1 FROM deliveries d WHERE d.order_id = l.order_id AND d.status = 'delivered')
GROUP BY l.customer_key, l.order_id
HAVING SUM(l.deposit_paisa) <> 0;

-- The kept balances and the dashboard's totals, from the ledger.
UPDATE bottle_balances SET deposit_paisa = (
  SELECT COALESCE(SUM(l.deposit_paisa), 0) FROM bottle_ledger l
  WHERE l.customer_key = bottle_balances.customer_key);
DELETE FROM bottle_totals;
INSERT INTO bottle_totals (shard, bottles, deposit_paisa)
SELECT 0, COALESCE(SUM(bottles), 0), COALESCE(SUM(deposit_paisa), 0) FROM bottle_balances;

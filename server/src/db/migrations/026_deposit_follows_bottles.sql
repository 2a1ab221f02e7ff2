-- A deposit subscriber's deposit is charged where its bottles are first left
-- (docs/product.md#subscriptions, 'Bottles back'): on the stop of the subscription's first
-- delivery not skipped or cancelled, not on its very first one. Open stops made before this
-- rule (a first delivery skipped or paused over kept the deposit on its cancelled stop) take
-- the deposit and no empties where the bottles will now be left, empties elsewhere.
UPDATE deliveries SET
  deposit_due_paisa = CASE WHEN NOT EXISTS (SELECT 1 FROM deliveries e WHERE e.subscription_id =
    deliveries.subscription_id AND e.status NOT IN ('cancelled', 'rescheduled') AND e.period <
    deliveries.period) THEN (SELECT s.deposit_paisa FROM subscriptions s WHERE s.id =
    deliveries.subscription_id) ELSE 0 END,
  empties_due = CASE WHEN NOT EXISTS (SELECT 1 FROM deliveries e WHERE e.subscription_id =
    deliveries.subscription_id AND e.status NOT IN ('cancelled', 'rescheduled') AND e.period <
    deliveries.period) THEN 0 ELSE bottles_due END
WHERE subscription_id <> '' AND status IN ('planned', 'failed') AND EXISTS (SELECT 1 FROM
  subscriptions s WHERE s.id = deliveries.subscription_id AND s.has_bottle_exchange = 0);

-- A renewal cancelled or deleted gives back the credit it took (docs/product.md#subscriptions,
-- credits): those cancelled before this rule give it back now, for the next renewal.
INSERT INTO subscription_credits (subscription_id, kind, period_start, order_id, bottles,
  amount_paisa, reason, applied_order_id, created_at)
SELECT MIN(c.subscription_id), 'carried', MAX(c.period_start), c.applied_order_id, 0,
  SUM(c.amount_paisa) - COALESCE((SELECT SUM(k.amount_paisa) FROM subscription_credits k WHERE
  k.kind = 'carried' AND k.order_id = c.applied_order_id), 0),
  'Given back: the renewal ' || c.applied_order_id || ' that took it was cancelled', '',
  MAX(c.created_at)
FROM subscription_credits c
WHERE c.applied_order_id <> '' AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.id =
  c.applied_order_id AND o.status <> 'cancelled')
GROUP BY c.applied_order_id
HAVING SUM(c.amount_paisa) - COALESCE((SELECT SUM(k.amount_paisa) FROM subscription_credits k
  WHERE k.kind = 'carried' AND k.order_id = c.applied_order_id), 0) > 0;

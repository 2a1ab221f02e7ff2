-- A deposit subscriber's deposit stays with the first stop still to happen by date
-- (docs/product.md#subscriptions, 'Bottles back'), not by the order of the deliveries: a first
-- delivery that failed and was rescheduled after a later one handed nothing on before this
-- rule. Open stops (planned, or failed waiting to be rescheduled) of subscribers who paid a
-- deposit take it, and no empties, on the first of them by date (then id) while no delivered
-- stop has left bottles without asking their empties back; empties everywhere else.
UPDATE deliveries SET
  deposit_due_paisa = CASE WHEN NOT EXISTS (SELECT 1 FROM deliveries e WHERE e.subscription_id =
    deliveries.subscription_id AND ((e.status = 'delivered' AND e.empties_due < e.bottles_due)
    OR (e.status IN ('planned', 'failed') AND (e.delivery_date < deliveries.delivery_date OR
    (e.delivery_date = deliveries.delivery_date AND e.id < deliveries.id))))) THEN (SELECT
    s.deposit_paisa FROM subscriptions s WHERE s.id = deliveries.subscription_id) ELSE 0 END,
  empties_due = CASE WHEN NOT EXISTS (SELECT 1 FROM deliveries e WHERE e.subscription_id =
    deliveries.subscription_id AND ((e.status = 'delivered' AND e.empties_due < e.bottles_due)
    OR (e.status IN ('planned', 'failed') AND (e.delivery_date < deliveries.delivery_date OR
    (e.delivery_date = deliveries.delivery_date AND e.id < deliveries.id))))) THEN 0 ELSE
    bottles_due END
WHERE subscription_id <> '' AND status IN ('planned', 'failed') AND EXISTS (SELECT 1 FROM
  subscriptions s WHERE s.id = deliveries.subscription_id AND s.has_bottle_exchange = 0);

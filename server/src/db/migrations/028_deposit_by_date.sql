-- A deposit subscriber's deposit follows the bottles by date (docs/product.md#subscriptions,
-- 'Bottles back'; delivery::DepositWalk): its open stops (planned, or failed waiting to be
-- rescheduled), by date then id, ask back the bottles the customer keeps (the most a delivered
-- stop, or an open one before, left) and charge the deposit of the bottles they add to those
-- already covered, up to the bottles of the subscription's first stop as made. Before this
-- rule a failed first delivery rescheduled after a later one kept the whole deposit, and a
-- deposit moved to a delivery of fewer bottles charged all of it there.
-- A subscription's stops are read by subscription (its deposit placed again at each change).
CREATE INDEX IF NOT EXISTS deliveries_subscription ON deliveries (subscription_id, delivery_date);

WITH w AS (SELECT d.id, d.bottles_due AS b, s.has_bottle_exchange AS x, s.deposit_paisa AS paid,
    COALESCE((SELECT f.bottles_due FROM deliveries f WHERE f.subscription_id = d.subscription_id
      AND f.source_key = 'sub:' || f.subscription_id || ':' || f.period ORDER BY f.period
      LIMIT 1), 0) AS n,
    COALESCE((SELECT MAX(v.bottles_due) FROM deliveries v WHERE v.subscription_id =
      d.subscription_id AND v.status = 'delivered'), 0) AS kept,
    COALESCE((SELECT CAST(SUM(v.deposit_due_paisa) AS BIGINT) FROM deliveries v WHERE
      v.subscription_id = d.subscription_id AND v.status = 'delivered'), 0) AS charged,
    COALESCE((SELECT MAX(o.bottles_due) FROM deliveries o WHERE o.subscription_id =
      d.subscription_id AND o.status IN ('planned', 'failed') AND (o.delivery_date <
      d.delivery_date OR (o.delivery_date = d.delivery_date AND o.id < d.id))), 0) AS most
  FROM deliveries d JOIN subscriptions s ON s.id = d.subscription_id
  WHERE d.status IN ('planned', 'failed') AND s.has_bottle_exchange = 0),
u AS (SELECT w.*, CASE WHEN n > 0 THEN paid / n ELSE 0 END AS unit FROM w),
c AS (SELECT u.*, CASE WHEN kept > most THEN kept ELSE most END AS held,
    CASE WHEN b < n THEN b ELSE n END AS upto,
    CASE WHEN unit > 0 AND charged / unit > most THEN charged / unit ELSE most END AS cov
  FROM u),
k AS (SELECT c.*, CASE WHEN cov < n THEN cov ELSE n END AS covered FROM c),
t AS (SELECT k.id, CASE WHEN b < held THEN b ELSE held END AS want_e,
    CASE WHEN upto <= covered THEN 0 ELSE unit * (upto - covered) END AS want_dp FROM k)
UPDATE deliveries SET
  empties_due = (SELECT t.want_e FROM t WHERE t.id = deliveries.id),
  deposit_due_paisa = (SELECT t.want_dp FROM t WHERE t.id = deliveries.id)
WHERE id IN (SELECT t.id FROM t);

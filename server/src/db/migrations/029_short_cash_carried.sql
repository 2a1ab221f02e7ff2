-- A short cash collection is carried to the order's next stop (docs/product.md#delivery-day):
-- an unpaid cash-on-delivery order that has collected some cash on delivered stops asks what
-- is still owed (its total less that cash) on its first open stop (its own stop first, then by
-- date), nothing on the others. Before this rule the rest stayed on no stop.
UPDATE deliveries SET cash_due_paisa = CASE
  WHEN deliveries.id = (SELECT f.id FROM deliveries f WHERE f.order_id = deliveries.order_id
    AND f.status IN ('planned', 'failed') ORDER BY CASE WHEN f.subscription_id = '' THEN 0 ELSE
    1 END, f.delivery_date, f.id LIMIT 1)
  THEN (SELECT CASE WHEN o.total_paisa > COALESCE(SUM(x.cash_collected_paisa), 0) THEN
    o.total_paisa - COALESCE(SUM(x.cash_collected_paisa), 0) ELSE 0 END FROM orders o LEFT JOIN
    deliveries x ON x.order_id = o.id AND x.status = 'delivered' WHERE o.id =
    deliveries.order_id GROUP BY o.id, o.total_paisa)
  ELSE 0 END
WHERE status IN ('planned', 'failed') AND order_id IN (SELECT o.id FROM orders o WHERE
  o.payment_method = 'cod' AND o.payment_status = 'pending' AND o.status <> 'cancelled')
  AND EXISTS (SELECT 1 FROM deliveries x WHERE x.order_id = deliveries.order_id AND x.status =
  'delivered');

-- Subscription bottles are real bottles (docs/product.md#subscriptions): a plan delivers one
-- returnable product (the 19 litre bottle of the default catalogue), a subscription carries
-- that product and the deposit its order paid for it (0 when the subscriber exchanges empties),
-- and its stops drop that product and expect its empties back.
ALTER TABLE plans ADD COLUMN product_id TEXT NOT NULL DEFAULT '';
ALTER TABLE subscriptions ADD COLUMN deposit_paisa BIGINT NOT NULL DEFAULT 0;

-- Existing plans deliver the default returnable bottle: product "1" while it takes empties
-- back, else the first returnable product of the catalogue.
UPDATE plans SET product_id = COALESCE((SELECT p.id FROM products p WHERE p.has_exchange = 1
  ORDER BY CASE WHEN p.id = '1' THEN 0 ELSE 1 END, p.sort_order, p.id LIMIT 1), '');

-- Existing subscriptions carry their plan's product (the default one when the plan is gone),
-- and so do their deliveries and the stops still to be driven.
UPDATE subscriptions SET product_id = COALESCE(
  (SELECT p.id FROM plans pl JOIN products p ON p.id = pl.product_id
   WHERE pl.id = subscriptions.plan_id),
  (SELECT p.id FROM products p WHERE p.has_exchange = 1
   ORDER BY CASE WHEN p.id = '1' THEN 0 ELSE 1 END, p.sort_order, p.id LIMIT 1),
  product_id);
UPDATE subscriptions SET product_name = COALESCE(
  (SELECT p.name FROM products p WHERE p.id = subscriptions.product_id), product_name);
UPDATE subscription_deliveries SET
  product_id = (SELECT s.product_id FROM subscriptions s
                WHERE s.id = subscription_deliveries.subscription_id),
  product_name = (SELECT s.product_name FROM subscriptions s
                  WHERE s.id = subscription_deliveries.subscription_id);
UPDATE delivery_lines SET
  product_id = (SELECT s.product_id FROM deliveries d JOIN subscriptions s
                ON s.id = d.subscription_id WHERE d.id = delivery_lines.delivery_id),
  name = (SELECT s.product_name FROM deliveries d JOIN subscriptions s
          ON s.id = d.subscription_id WHERE d.id = delivery_lines.delivery_id)
WHERE delivery_id IN (SELECT id FROM deliveries WHERE subscription_id <> '');

-- Existing subscribers paid no deposit: after their first delivery they hand back as many
-- empties as the bottles each stop still to be driven drops (app/subscription_stops.cpp).
UPDATE deliveries SET empties_due = bottles_due
WHERE subscription_id <> '' AND status = 'planned' AND period <> (
  SELECT s.start_date || '#1' FROM subscriptions s WHERE s.id = deliveries.subscription_id);

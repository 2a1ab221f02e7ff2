-- The customer's language (docs/product.md#languages): "en" or "ur", kept with each order and
-- each subscription made from one, so the mails and text messages the shop sends that
-- customer use it. Products and plans carry an optional Urdu name ('' when none), and each
-- order line keeps the Urdu names it was bought under, as it keeps the English ones.
ALTER TABLE orders ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'ur'));
ALTER TABLE subscriptions ADD COLUMN language TEXT NOT NULL DEFAULT 'en'
  CHECK (language IN ('en', 'ur'));
ALTER TABLE products ADD COLUMN name_ur TEXT NOT NULL DEFAULT '';
ALTER TABLE plans ADD COLUMN name_ur TEXT NOT NULL DEFAULT '';
ALTER TABLE order_items ADD COLUMN product_name_ur TEXT NOT NULL DEFAULT '';
ALTER TABLE order_items ADD COLUMN plan_name_ur TEXT NOT NULL DEFAULT '';

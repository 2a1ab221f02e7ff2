-- The admin products list pages in display order (catalog/store.cpp, products_page): an
-- index in that order answers a page without sorting every product.
CREATE INDEX products_display_order ON products (sort_order, created_at, id);
-- Order mails are rendered by the mail worker when it sends them (not in the
-- order's request): the row keeps what the order alone does not say (the subscription
-- links made in the order's transaction) and its bodies stay empty.
ALTER TABLE mail_outbox ADD COLUMN render_args TEXT NOT NULL DEFAULT '';

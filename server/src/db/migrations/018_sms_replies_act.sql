-- Replies act (app/on_sms_reply.cpp, docs/product.md "Text messages"): a customer's "1"
-- confirms a cash-on-delivery order and "2" asks staff to cancel it, both kept on the order
-- (order_confirmations, the orders room's); dispatch sees the confirmation on the order's
-- stops; each reply keeps what the shop did with it. Reminders are one per stop and kind
-- (sms_outbox's event key), so they need no table of their own.
CREATE TABLE order_confirmations (
  order_id TEXT PRIMARY KEY,
  confirmed_at BIGINT NOT NULL DEFAULT 0,
  cancel_requested_at BIGINT NOT NULL DEFAULT 0
);
ALTER TABLE deliveries ADD COLUMN confirmed_at BIGINT NOT NULL DEFAULT 0;
ALTER TABLE sms_replies ADD COLUMN outcome TEXT NOT NULL DEFAULT '';

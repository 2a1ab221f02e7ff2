-- Text messages (server/src/messages/): the SMS outbox, written in the transaction of the
-- event that causes it, one row per event and recipient (event_key, recipient); numbers that
-- sent STOP; and the replies that came back through the gateway.
CREATE TABLE sms_outbox (
  id {{ID}},
  event_key TEXT NOT NULL,
  kind TEXT NOT NULL,
  recipient TEXT NOT NULL,
  body TEXT NOT NULL,
  order_id TEXT NOT NULL DEFAULT '',
  status TEXT NOT NULL DEFAULT 'queued'
    CHECK (status IN ('queued', 'sending', 'sent', 'delivered', 'failed')),
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  claimed_by TEXT NOT NULL DEFAULT '',
  last_error TEXT NOT NULL DEFAULT '',
  last_report TEXT NOT NULL DEFAULT '',
  pk_day TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  sent_at BIGINT,
  delivered_at BIGINT,
  UNIQUE (event_key, recipient)
);
CREATE INDEX sms_outbox_due ON sms_outbox (next_attempt_at, id)
  WHERE status IN ('queued', 'sending');
CREATE INDEX sms_outbox_recipient ON sms_outbox (recipient, pk_day);

CREATE TABLE sms_optouts (
  phone TEXT PRIMARY KEY,
  created_at BIGINT NOT NULL
);

CREATE TABLE sms_replies (
  id {{ID}},
  sender TEXT NOT NULL,
  body TEXT NOT NULL,
  action TEXT NOT NULL
    CHECK (action IN ('confirm', 'cancel_request', 'stop', 'start', 'message')),
  order_id TEXT NOT NULL DEFAULT '',
  received_at BIGINT NOT NULL
);
CREATE INDEX sms_replies_sender ON sms_replies (sender, received_at);

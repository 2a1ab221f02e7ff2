-- The mail worker claims the due mails oldest first (status pending or sending,
-- next_attempt_at <= now, ORDER BY next_attempt_at, id LIMIT n). On (status,
-- next_attempt_at) both engines read every due mail and sorted them at each claim: with a
-- backlog of a few thousand mails a claim took 3 ms on PostgreSQL, on the one writer that
-- every order waits for. Ordered by the claim's own order and holding only unsent mails, the
-- index hands a claim its n mails and nothing else, and sent mails leave it.
DROP INDEX mail_outbox_due;
CREATE INDEX mail_outbox_due ON mail_outbox (next_attempt_at, id)
  WHERE status IN ('pending', 'sending');

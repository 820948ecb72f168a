-- The scheduled jobs claim due appointments one at a time (domain/claims.ts: FOR UPDATE SKIP LOCKED
-- in the transaction that sends the message), so each run asks "the next due one" once per
-- appointment on every server. These partial indexes hold only the appointments still waiting for
-- their reminder or record-due notice, so that question stays cheap however many visits are past.
CREATE INDEX appointments_reminder_due_idx ON appointments (start_at)
  WHERE status = 'CONFIRMED' AND reminded_at IS NULL;
CREATE INDEX appointments_record_due_idx ON appointments (end_at)
  WHERE status = 'COMPLETED' AND finalized_at IS NULL AND record_due_notified_at IS NULL;

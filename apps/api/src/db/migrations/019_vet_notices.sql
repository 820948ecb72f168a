-- "Medical record should be completed within 2 hours": when the vet was sent the
-- PartnerMedicalRecordCompletionRequested notification for a held visit (domain/recordDue.ts).
-- Set first by the job's conditional UPDATE, so overlapping or repeated runs tell the vet once.
ALTER TABLE appointments ADD COLUMN record_due_notified_at timestamptz;

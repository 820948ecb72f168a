-- Free slots (a vet's availability, next_available_at in the vet search, a quote's slot check) read
-- a vet's live appointments that end after the start of the range. appointments_partner_idx
-- (partner_uuid, start_at) bounds only the start, so that read went through every past appointment
-- of the vet too, a number that only grows; the appointments still to end are few.
CREATE INDEX appointments_live_partner_end_idx ON appointments (partner_uuid, end_at) WHERE status <> 'CANCELLED';

-- The platform's share is the one agreed when the appointment was booked: the vet's statement
-- (GET px/appointments/{ref}/receipt) reads it from here, so changing partners.platform_rate later
-- does not rewrite statements of appointments already booked. Runs unchanged on PGlite and PostgreSQL 15+.
-- Nullable: appointments written without it (demo seed data) fall back to the vet's current rate.
ALTER TABLE appointments ADD COLUMN booked_platform_rate numeric(5, 4)
  CHECK (booked_platform_rate >= 0 AND booked_platform_rate < 1);

-- Appointments booked before this migration keep the rate their vet has now (the best record there is).
UPDATE appointments a SET booked_platform_rate = p.platform_rate
  FROM partners p WHERE p.user_uuid = a.partner_uuid AND a.booked_platform_rate IS NULL;

/**
 * appointmentCategory (@pawcall/domain) written in SQL over the appointment's quote, aliased `q`,
 * for the lists' filter[category]: FOLLOW_UP when booked from a follow-up, else the booking's
 * service type, else GENERAL.
 */
export const APPOINTMENT_CATEGORY_SQL = `(CASE WHEN q.followup_of IS NOT NULL THEN 'FOLLOW_UP'
  WHEN q.service_type IN ('FLEA_AND_TICK', 'ALLERGIES') THEN q.service_type ELSE 'GENERAL' END)`;

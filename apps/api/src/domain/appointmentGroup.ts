/**
 * appointmentGroup (@pawcall/domain) written in SQL over the appointment aliased `a`, for the
 * client list's filter[tense]: Future is a live appointment (confirmed or awaiting payment) that has
 * not ended, so a cancelled or declined one is Past however far ahead it was booked.
 */
export const appointmentInFutureGroupSql = (now: string) =>
  `(a.status IN ('CONFIRMED', 'REQUIRES_PAYMENT') AND a.end_at > ${now})`;

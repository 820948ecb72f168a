/** The tabs of /px/appointments/{tab}: lower-case words (an appointment id is upper-case). */
export const PARTNER_TABS = [
  'upcoming',
  'past',
  'action-needed',
  'accelerator-appointments',
  'requests',
] as const;
export type PartnerTab = (typeof PARTNER_TABS)[number];

export function isPartnerTab(value: string | undefined): value is PartnerTab {
  return (PARTNER_TABS as readonly (string | undefined)[]).includes(value);
}

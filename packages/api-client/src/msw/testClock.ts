/**
 * The instant every component test starts at. The msw fixtures are written against it (Olivia's
 * visit with Dr. Chen is the next day at 15:00 UTC, her account was made the day before), so a
 * test that renders "upcoming" or "past" means the same thing on whatever day the suite runs.
 * It is a Sunday afternoon in UTC, morning in the Americas and evening in Asia, so time-zone
 * handling is exercised without crossing a date line by accident.
 */
export const TEST_NOW = new Date('2026-11-22T14:00:00Z');

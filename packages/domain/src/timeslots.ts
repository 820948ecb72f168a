/** "Timeslot selection: up to 3." */
export const MAX_TIMESLOTS = 3;

export interface Timeslot {
  start_at: string;
  end_at: string;
}

/** Two slots are the same slot when they start at the same instant (ISO strings may differ in offset). */
function sameSlot(a: Timeslot, b: Timeslot): boolean {
  return Date.parse(a.start_at) === Date.parse(b.start_at);
}

export function isTimeslotSelected(selected: readonly Timeslot[], slot: Timeslot): boolean {
  return selected.some((chosen) => sameSlot(chosen, slot));
}

export function canSelectMoreTimeslots(selected: readonly Timeslot[]): boolean {
  return selected.length < MAX_TIMESLOTS;
}

/**
 * Selecting a chosen slot removes it; selecting a new one adds it while fewer than three are
 * chosen. At the limit the selection is returned unchanged, so the caller can tell the client
 * why nothing happened (`limitReached`).
 */
export function toggleTimeslot<T extends Timeslot>(
  selected: readonly T[],
  slot: T,
): { selected: T[]; limitReached: boolean } {
  if (isTimeslotSelected(selected, slot)) {
    return { selected: selected.filter((chosen) => !sameSlot(chosen, slot)), limitReached: false };
  }
  if (!canSelectMoreTimeslots(selected)) {
    return { selected: [...selected], limitReached: true };
  }
  return { selected: [...selected, slot], limitReached: false };
}

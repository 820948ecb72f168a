/** The contract's instants (ISO 8601) and calendar dates (YYYY-MM-DD), from what the database returns. */

export const iso = (value: Date | null | undefined): string | null => (value ? value.toISOString() : null);

/** A calendar date comes back as a string (the DATE parser) or, from older columns, as a Date. */
export const dateOnly = (value: Date | string | null): string | null =>
  value == null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

import type { components } from '@pawcall/api-client/types';
import type { PetRow } from '../domain/rows';
import { dateOnly } from './dates';

export type Pet = components['schemas']['Pet'];

/** Whole years from `from` (YYYY-MM-DD) to `today` (YYYY-MM-DD). */
function yearsBetween(from: string, today: string): number {
  const years = Number(today.slice(0, 4)) - Number(from.slice(0, 4));
  return today.slice(5) < from.slice(5) ? years - 1 : years;
}

/** From the birthday when known, else the age given, grown by the years since it was given. */
function petAge(row: PetRow, today: string): number | null {
  const birthday = dateOnly(row.birthday_on);
  if (birthday) return Math.max(0, yearsBetween(birthday, today));
  const givenOn = dateOnly(row.age_given_on ?? null);
  if (row.age_years == null || !givenOn) return null;
  return row.age_years + Math.max(0, yearsBetween(givenOn, today));
}

/** `now` is the request's time: a pet's age is counted to that day. */
export function toPet(row: PetRow, now: Date): Pet {
  return {
    uuid: row.uuid,
    name: row.name,
    species: row.species as Pet['species'],
    breed: row.breed,
    gender: row.gender,
    birthday_on: dateOnly(row.birthday_on),
    spayed_neutered: row.spayed_neutered,
    weight:
      row.weight_value != null && row.weight_created_at
        ? {
            value: Number(row.weight_value),
            is_metric: Boolean(row.weight_is_metric),
            created_at: row.weight_created_at.toISOString(),
          }
        : null,
    age: petAge(row, now.toISOString().slice(0, 10)),
    color: (row.color ?? null) as Pet['color'],
    secondary_color: (row.secondary_color ?? null) as Pet['secondary_color'],
    home_clinic_name: row.home_clinic_name ?? null,
  };
}

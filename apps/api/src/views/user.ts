import type { components } from '@pawcall/api-client/types';
import { defaultRegionOf, regionLocale } from '@pawcall/domain';
import type { Queryable } from '../db/database';
import type { UserRow } from '../domain/rows';
import { profileAddress } from './address';
import { dateOnly, iso } from './dates';
import { toPaymentMethod } from './paymentMethod';
import { toPet } from './pet';
import { listPaymentMethods, listPets } from './repository';

export type User = components['schemas']['User'];

/** User.region {locale, name, country}: the chosen country, else the country of the user's locale. */
function toRegion(row: UserRow): NonNullable<User['region']> {
  const country = row.region_country ?? defaultRegionOf(row.locale);
  let name = country;
  try {
    name = new Intl.DisplayNames([row.locale], { type: 'region' }).of(country) ?? country;
  } catch {
    // An ICU without region names: the code stands in.
  }
  return { locale: regionLocale(country, row.locale), name, country };
}

/** The account as its owner reads it: a client's with its pets and cards, a partner's without. */
export async function toUser(db: Queryable, row: UserRow, now: Date): Promise<User> {
  const [pets, cards] =
    row.type === 'CLIENT'
      ? await Promise.all([listPets(db, row.uuid), listPaymentMethods(db, row.uuid)])
      : [[], []];
  return {
    uuid: row.uuid,
    type: row.type,
    designation: row.designation,
    post_nominal: row.post_nominal,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    email_verified: row.email_verified,
    status: row.status,
    locale: row.locale,
    timezone: row.timezone,
    theme: 'pawcall',
    booking_experience: 'STANDARD',
    phone:
      row.phone_number && row.phone_uuid
        ? { uuid: row.phone_uuid, phone_number: row.phone_number, is_verified: Boolean(row.phone_verified) }
        : null,
    photo: row.photo_url ? { uri_thumbnail: row.photo_url } : null,
    profile_address: await profileAddress(db, row.uuid),
    requires_password: Boolean(row.requires_password),
    came_from_checkout: Boolean(row.came_from_checkout),
    password_changed_at: iso(row.password_changed_at ?? null),
    is_global: Boolean(row.is_global),
    gender: row.gender ?? null,
    birthday_on: dateOnly(row.birthday_on ?? null),
    region: toRegion(row),
    pets: pets.map((pet) => toPet(pet, now)),
    payment_methods: cards.map(toPaymentMethod),
  };
}

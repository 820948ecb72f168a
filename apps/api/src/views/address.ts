import type { components } from '@pawcall/api-client/types';
import type { Queryable } from '../db/database';
import type { AddressRow } from '../domain/rows';
import { findProfileAddress } from './repository';

export type Address = components['schemas']['Address'];

export function toAddress(row: AddressRow): Address {
  return {
    uuid: row.uuid,
    address_1: row.address_1,
    address_2: row.address_2,
    city: row.city,
    postal: row.postal,
    province: row.province,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
  };
}

/** The user's one profile address as answered, or null when none was given. */
export async function profileAddress(db: Queryable, userUuid: string): Promise<Address | null> {
  const row = await findProfileAddress(db, userUuid);
  return row ? toAddress(row) : null;
}

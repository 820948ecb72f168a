import { randomUUID } from 'node:crypto';
import type { V1Operations } from '@pawcall/api-client/types';
import type { Database, Queryable } from '../db/database';
import type { UserRow } from '../domain/rows';

/** The rows onboarding completes: the account's status, and a partner's listing, licences and availability. */

type Credentials = V1Operations['completePartnerOnboarding']['requestBody']['content']['application/json'];

/** An onboarding account becomes active (an active one stays as it is). */
export async function activate(db: Queryable, userUuid: string): Promise<void> {
  await db.query("UPDATE users SET status = 'ACTIVE' WHERE uuid = $1 AND status = 'ONBOARDING'", [userUuid]);
}

export interface PartnerListing {
  slugBase: string;
  rateCents: number;
  currency: 'USD' | 'CAD' | 'GBP';
}

/** The first of `base`, `base-2`, `base-3`… no partner has. */
async function freeSlug(db: Queryable, base: string): Promise<string> {
  const taken = await db.query<{ uri_slug: string }>('SELECT uri_slug FROM partners WHERE uri_slug LIKE $1', [
    `${base}%`,
  ]);
  const used = new Set(taken.map((row) => row.uri_slug));
  let slug = base;
  for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/**
 * In one transaction: the partner's listing (its rate only when new), its licences and weekly
 * availability replaced, and the account active with its designation.
 */
export async function completePartner(
  db: Database,
  user: Pick<UserRow, 'uuid'>,
  input: Credentials,
  listing: PartnerListing,
): Promise<void> {
  await db.transaction(async (tx) => {
    const slug = await freeSlug(tx, listing.slugBase);
    await tx.query(
      `INSERT INTO partners (user_uuid, uri_slug, rate_cents, currency, bio, school_name, school_year, is_listed)
       VALUES ($1, $2, $3, $4, $5, $6, $7, true)
       ON CONFLICT (user_uuid) DO UPDATE SET school_name = EXCLUDED.school_name, school_year = EXCLUDED.school_year,
         bio = EXCLUDED.bio, is_listed = true`,
      [
        user.uuid,
        slug,
        listing.rateCents,
        listing.currency,
        input.bio?.trim() ?? '',
        input.school_name.trim(),
        input.school_year,
      ],
    );
    await tx.query('DELETE FROM licences WHERE partner_uuid = $1', [user.uuid]);
    for (const licence of input.licences)
      await tx.query(
        'INSERT INTO licences (uuid, partner_uuid, jurisdiction, country, number, expires_on, is_active) VALUES ($1, $2, $3, $4, $5, $6, true)',
        [
          randomUUID(),
          user.uuid,
          licence.jurisdiction.trim().toUpperCase(),
          licence.country,
          licence.number.trim(),
          licence.expires_on,
        ],
      );
    await tx.query('DELETE FROM availability_rules WHERE partner_uuid = $1', [user.uuid]);
    for (const rule of input.availability)
      await tx.query(
        'INSERT INTO availability_rules (uuid, partner_uuid, weekday, start_minute, end_minute) VALUES ($1, $2, $3, $4, $5)',
        [randomUUID(), user.uuid, rule.weekday, rule.start_minute, rule.end_minute],
      );
    await tx.query(
      "UPDATE users SET status = 'ACTIVE', designation = $2, post_nominal = $3 WHERE uuid = $1",
      [user.uuid, input.designation, input.post_nominal.trim()],
    );
  });
}

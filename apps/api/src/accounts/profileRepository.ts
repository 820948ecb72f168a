import { randomUUID } from 'node:crypto';
import type { components } from '@pawcall/api-client/types';
import { type Queryable, queryRow } from '../db/database';
import type { AddressRow, UserRow } from '../domain/rows';

/** The profile's rows: names, photo, preferences and settings on users, and the one profile address. */

type AddressInput = components['schemas']['AddressInput'];

export interface ProfileNames {
  firstName: string;
  lastName: string;
  gender: UserRow['gender'];
  birthday: string | null;
}

export async function updateNames(db: Queryable, userUuid: string, names: ProfileNames): Promise<UserRow> {
  return queryRow<UserRow>(
    db,
    'UPDATE users SET first_name = $2, last_name = $3, gender = $4, birthday_on = $5 WHERE uuid = $1 RETURNING *',
    [userUuid, names.firstName, names.lastName, names.gender, names.birthday],
  );
}

/** The photo as a data: URL, or null to remove it. */
export async function setPhoto(db: Queryable, userUuid: string, photoUrl: string | null): Promise<UserRow> {
  return queryRow<UserRow>(db, 'UPDATE users SET photo_url = $2 WHERE uuid = $1 RETURNING *', [
    userUuid,
    photoUrl,
  ]);
}

/** The address's columns as stored: trimmed, an empty second line as null. */
function addressValues(input: AddressInput) {
  return [
    input.address_1.trim(),
    input.address_2?.trim() || null,
    input.city.trim(),
    input.postal.trim(),
    input.province.trim(),
    input.country.trim(),
    input.latitude ?? null,
    input.longitude ?? null,
  ];
}

/** One profile address per user: a second one replaces the first. */
export async function upsertAddress(
  db: Queryable,
  userUuid: string,
  input: AddressInput,
  now: Date,
): Promise<AddressRow> {
  return queryRow<AddressRow>(
    db,
    `INSERT INTO addresses (uuid, user_uuid, address_1, address_2, city, postal, province, country, latitude, longitude, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
     ON CONFLICT (user_uuid) DO UPDATE SET address_1 = EXCLUDED.address_1, address_2 = EXCLUDED.address_2,
       city = EXCLUDED.city, postal = EXCLUDED.postal, province = EXCLUDED.province, country = EXCLUDED.country,
       latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, updated_at = EXCLUDED.updated_at
     RETURNING *`,
    [randomUUID(), userUuid, ...addressValues(input), now],
  );
}

/** The user's address `uuid` changed; undefined when the user has no such address. */
export async function updateAddress(
  db: Queryable,
  userUuid: string,
  uuid: string,
  input: AddressInput,
  now: Date,
): Promise<AddressRow | undefined> {
  const [row] = await db.query<AddressRow>(
    `UPDATE addresses SET address_1 = $3, address_2 = $4, city = $5, postal = $6, province = $7, country = $8,
       latitude = $9, longitude = $10, updated_at = $11
     WHERE uuid = $1 AND user_uuid = $2 RETURNING *`,
    [uuid, userUuid, ...addressValues(input), now],
  );
  return row;
}

/** The preferences given; a null leaves that one as it is. */
export interface PreferenceChanges {
  firstName: string | null;
  lastName: string | null;
  locale: string | null;
  timeZone: string | null;
  region: string | null;
  isGlobal: boolean | null;
}

export async function updatePreferences(
  db: Queryable,
  userUuid: string,
  changes: PreferenceChanges,
): Promise<UserRow> {
  return queryRow<UserRow>(
    db,
    `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name),
       locale = COALESCE($4, locale), timezone = COALESCE($5, timezone),
       region_country = COALESCE($6, region_country), is_global = COALESCE($7, is_global) WHERE uuid = $1
     RETURNING *`,
    [
      userUuid,
      changes.firstName,
      changes.lastName,
      changes.locale,
      changes.timeZone,
      changes.region,
      changes.isGlobal,
    ],
  );
}

export interface ProfileCounts {
  pets: number;
  upcoming: number;
  past: number;
  unread: number;
}

/** The user's pets, visits ahead and behind (as client or as vet), and unread notifications. */
export async function profileCounts(
  db: Queryable,
  user: Pick<UserRow, 'uuid' | 'type'>,
  now: Date,
): Promise<ProfileCounts | undefined> {
  const column = user.type === 'CLIENT' ? 'client_uuid' : 'partner_uuid';
  const [counts] = await db.query<ProfileCounts>(
    `SELECT
       (SELECT count(*)::int FROM pets WHERE owner_uuid = $1 AND removed_at IS NULL) AS pets,
       (SELECT count(*)::int FROM appointments WHERE ${column} = $1 AND status = 'CONFIRMED' AND end_at > $2) AS upcoming,
       (SELECT count(*)::int FROM appointments WHERE ${column} = $1 AND status <> 'CANCELLED' AND end_at <= $2) AS past,
       (SELECT count(*)::int FROM notifications WHERE user_uuid = $1 AND read_at IS NULL) AS unread`,
    [user.uuid, now],
  );
  return counts;
}

export interface CommunicationRow {
  email_marketing: boolean;
  sms_reminders: boolean;
  email_reminders: boolean;
}

/** The communication preferences given; a null leaves that one as it is. */
export async function updateCommunication(
  db: Queryable,
  userUuid: string,
  changes: { [Key in keyof CommunicationRow]: boolean | null },
): Promise<CommunicationRow | undefined> {
  const [row] = await db.query<CommunicationRow>(
    `UPDATE users SET email_marketing = COALESCE($2, email_marketing), sms_reminders = COALESCE($3, sms_reminders),
       email_reminders = COALESCE($4, email_reminders)
     WHERE uuid = $1 RETURNING email_marketing, sms_reminders, email_reminders`,
    [userUuid, changes.email_marketing, changes.sms_reminders, changes.email_reminders],
  );
  return row;
}

export interface ChatSettingsRow {
  chat_widget_enabled: boolean;
  chat_sound_enabled: boolean;
  chat_transcript_by_email: boolean;
}

/** The chat widget's settings given; a null leaves that one as it is. */
export async function updateChatSettings(
  db: Queryable,
  userUuid: string,
  changes: { [Key in keyof ChatSettingsRow]: boolean | null },
): Promise<ChatSettingsRow | undefined> {
  const [row] = await db.query<ChatSettingsRow>(
    `UPDATE users SET chat_widget_enabled = COALESCE($2, chat_widget_enabled),
       chat_sound_enabled = COALESCE($3, chat_sound_enabled),
       chat_transcript_by_email = COALESCE($4, chat_transcript_by_email)
     WHERE uuid = $1 RETURNING chat_widget_enabled, chat_sound_enabled, chat_transcript_by_email`,
    [userUuid, changes.chat_widget_enabled, changes.chat_sound_enabled, changes.chat_transcript_by_email],
  );
  return row;
}

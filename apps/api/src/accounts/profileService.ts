import { createHmac } from 'node:crypto';
import type { components, V1Operations } from '@pawcall/api-client/types';
import {
  birthdayProblem,
  GENDERS,
  isGlobalRegion,
  isRegionCode,
  missingAddressFields,
} from '@pawcall/domain';
import type { Queryable } from '../db/database';
import { addFieldError, type FieldErrors, failIfAny, InvalidFields, notFound } from '../domain/errors';
import type { AddressRow, UserRow } from '../domain/rows';
import { toAddress } from '../views/address';
import { LOCALES } from '../i18n';
import * as profiles from './profileRepository';

/**
 * The account's profile: names, gender and birthday, photo, the one profile address, preferences
 * (language, time zone, region), communication and chat settings, and the counts of its summary.
 */

type AddressInput = components['schemas']['AddressInput'];
type Json<Id extends keyof V1Operations> = V1Operations[Id] extends {
  requestBody?: { content: { 'application/json': infer Body } };
}
  ? Body
  : never;

/** Today (YYYY-MM-DD) where the user lives: a birthday "in the future" is judged in their time zone. */
export function todayIn(timeZone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export async function updateProfile(
  db: Queryable,
  user: UserRow,
  input: Json<'updateProfile'>,
  now: Date,
): Promise<UserRow> {
  const fields: FieldErrors = {};
  if (input.first_name.trim() === '') addFieldError(fields, 'first_name', 'field.first_name.required');
  if (input.last_name.trim() === '') addFieldError(fields, 'last_name', 'field.last_name.required');
  // "Profile completeness: first name, last name, gender": the form asks for all three.
  const gender = GENDERS.find((known) => known === input.gender);
  if (gender === undefined) addFieldError(fields, 'gender', 'profile.gender.required');
  const birthday = input.birthday_on?.trim() || null;
  const problem = birthdayProblem(birthday, todayIn(user.timezone, now));
  if (problem === 'INVALID') addFieldError(fields, 'birthday_on', 'profile.birthday.invalid');
  if (problem === 'FUTURE') addFieldError(fields, 'birthday_on', 'profile.birthday.future');
  failIfAny(fields);
  return profiles.updateNames(db, user.uuid, {
    firstName: input.first_name.trim(),
    lastName: input.last_name.trim(),
    gender: gender ?? null,
    birthday,
  });
}

const IMAGE_DATA_URL = /^data:image\/(jpeg|png|webp);base64,([A-Za-z0-9+/=]+)$/;
const MAX_PHOTO_BYTES = 2 * 1024 * 1024;

/** The first bytes of each accepted image type: a file that lacks them is "corrupted". */
function looksLikeImage(kind: string, bytes: Buffer): boolean {
  if (kind === 'jpeg') return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (kind === 'png')
    return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}

/** A JPEG, PNG or WebP of at most 2 MB, as a data: URL. */
export async function uploadPhoto(db: Queryable, user: UserRow, dataUrl: string): Promise<UserRow> {
  const [, kind = '', base64 = ''] = IMAGE_DATA_URL.exec(dataUrl) ?? [];
  if (kind === '') throw new InvalidFields({ data_url: [{ key: 'photo.type' }] });
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PHOTO_BYTES) throw new InvalidFields({ data_url: [{ key: 'photo.tooLarge' }] });
  if (!looksLikeImage(kind, bytes)) throw new InvalidFields({ data_url: [{ key: 'photo.corrupted' }] });
  // The embedded server keeps the image inline; a production deployment stores it in object storage.
  return profiles.setPhoto(db, user.uuid, dataUrl);
}

export async function removePhoto(db: Queryable, user: UserRow): Promise<UserRow> {
  return profiles.setPhoto(db, user.uuid, null);
}

/** "An address is valid only with address_1, city, province, postal and country." */
function checkAddress(input: AddressInput): void {
  const fields: FieldErrors = {};
  for (const missing of missingAddressFields(input))
    addFieldError(fields, missing, `address.${missing}.required`);
  failIfAny(fields);
}

/** The profile address, made or replaced (one per user). */
export async function saveAddress(db: Queryable, user: UserRow, input: AddressInput, now: Date) {
  checkAddress(input);
  return toAddress(await profiles.upsertAddress(db, user.uuid, input, now));
}

export async function updateAddress(
  db: Queryable,
  user: UserRow,
  uuid: string,
  input: AddressInput,
  now: Date,
) {
  checkAddress(input);
  const row: AddressRow | undefined = await profiles.updateAddress(db, user.uuid, uuid, input, now);
  if (!row) throw notFound();
  return toAddress(row);
}

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** Names, language, time zone and region; what is left out stays as it is. */
export async function updatePreferences(
  db: Queryable,
  user: UserRow,
  input: Json<'updatePreferences'>,
): Promise<UserRow> {
  const fields: FieldErrors = {};
  if (input.first_name !== undefined && input.first_name.trim() === '')
    addFieldError(fields, 'first_name', 'field.first_name.required');
  if (input.last_name !== undefined && input.last_name.trim() === '')
    addFieldError(fields, 'last_name', 'field.last_name.required');
  if (input.locale !== undefined && !LOCALES.some((locale) => locale === input.locale))
    addFieldError(fields, 'locale', 'validation.enum');
  if (input.region !== undefined && !isRegionCode(input.region))
    addFieldError(fields, 'region', 'preferences.region.invalid');
  if (input.timezone !== undefined && !isTimeZone(input.timezone))
    addFieldError(fields, 'timezone', 'preferences.timezone.invalid');
  failIfAny(fields);
  // A client whose region is outside the local markets is a global client (no invite,
  // prescriptions or shop checkout); choosing a local market again makes them local.
  const isGlobal = input.region !== undefined && user.type === 'CLIENT' ? isGlobalRegion(input.region) : null;
  return profiles.updatePreferences(db, user.uuid, {
    firstName: input.first_name?.trim() ?? null,
    lastName: input.last_name?.trim() ?? null,
    locale: input.locale ?? null,
    timeZone: input.timezone ?? null,
    region: input.region ?? null,
    isGlobal,
  });
}

/** What the chat widget is told to recognise the user by: the address and its HMAC under the widget's secret. */
export function chatWidgetIdentity(user: UserRow, secret: string) {
  return { email: user.email, token: createHmac('sha256', secret).update(user.email).digest('hex') };
}

export async function metrics(db: Queryable, user: UserRow, now: Date) {
  const counts = await profiles.profileCounts(db, user, now);
  return {
    pets: counts?.pets ?? 0,
    upcoming_appointments: counts?.upcoming ?? 0,
    past_appointments: counts?.past ?? 0,
    unread_notifications: counts?.unread ?? 0,
  };
}

export function communicationPreferences(user: UserRow) {
  return {
    email_marketing: user.email_marketing ?? true,
    sms_reminders: user.sms_reminders ?? true,
    email_reminders: user.email_reminders ?? true,
  };
}

export async function updateCommunicationPreferences(
  db: Queryable,
  user: UserRow,
  input: Json<'updateCommunicationPreferences'>,
) {
  const row = await profiles.updateCommunication(db, user.uuid, {
    email_marketing: input.email_marketing ?? null,
    sms_reminders: input.sms_reminders ?? null,
    email_reminders: input.email_reminders ?? null,
  });
  return {
    email_marketing: Boolean(row?.email_marketing),
    sms_reminders: Boolean(row?.sms_reminders),
    email_reminders: Boolean(row?.email_reminders),
  };
}

/** The chat widget's settings; an account that never set them has the widget on, with sound, and no transcripts. */
export function chatSettings(row: Partial<profiles.ChatSettingsRow> | undefined) {
  return {
    widget_enabled: row?.chat_widget_enabled ?? true,
    sound_enabled: row?.chat_sound_enabled ?? true,
    transcript_by_email: row?.chat_transcript_by_email ?? false,
  };
}

export async function updateChatSettings(db: Queryable, user: UserRow, input: Json<'updateChatSettings'>) {
  const row = await profiles.updateChatSettings(db, user.uuid, {
    chat_widget_enabled: input.widget_enabled ?? null,
    chat_sound_enabled: input.sound_enabled ?? null,
    chat_transcript_by_email: input.transcript_by_email ?? null,
  });
  return chatSettings(row);
}

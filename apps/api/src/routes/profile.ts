import { queryRow } from '../db/database';
import { createHmac, randomUUID } from 'node:crypto';
import { isGlobalRegion, isRegionCode, missingAddressFields } from '@pawcall/domain';
import { revokeOtherIdentities } from '../auth/identity';
import { hashPassword, newPasswordProblems, verifyPassword } from '../auth/passwords';
import { revokeOtherSessions } from '../auth/sessions';
import { assertCurrentPasswordAllowed, recordAttempt } from '../auth/throttle';
import type { UserRow } from '../domain/rows';
import { type AddressRow, toAddress, toUser } from '../domain/serialize';
import type { Handlers, RequestContext } from '../http/bind';
import { ApiError, type FieldErrors, addFieldError, failIfAny, FailError } from '../http/errors';
import { LOCALES } from '../i18n';
import { requireClient, signedIn } from '../http/guards';

interface AddressBody {
  address_1: string;
  address_2?: string | null;
  city: string;
  postal: string;
  province: string;
  country: string;
  latitude?: number | null;
  longitude?: number | null;
}

/** "An address is valid only with address_1, city, province, postal and country." */
function checkAddress(body: AddressBody): void {
  const fields: FieldErrors = {};
  for (const missing of missingAddressFields(body))
    addFieldError(fields, missing, `address.${missing}.required`);
  failIfAny(fields);
}

async function reload(ctx: RequestContext, uuid: string): Promise<UserRow> {
  const row = await queryRow<UserRow>(ctx.deps.db, 'SELECT * FROM users WHERE uuid = $1', [uuid]);
  return row;
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

export const profileHandlers = {
  async getProfile(ctx) {
    return { data: await toUser(ctx.deps.db, signedIn(ctx)) };
  },

  async createAddress(ctx) {
    const user = signedIn(ctx);
    const { body } = ctx;
    checkAddress(body);
    // One profile address per user: a second POST replaces the first.
    const row = await queryRow<AddressRow>(
      ctx.deps.db,
      `INSERT INTO addresses (uuid, user_uuid, address_1, address_2, city, postal, province, country, latitude, longitude, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $11)
       ON CONFLICT (user_uuid) DO UPDATE SET address_1 = EXCLUDED.address_1, address_2 = EXCLUDED.address_2,
         city = EXCLUDED.city, postal = EXCLUDED.postal, province = EXCLUDED.province, country = EXCLUDED.country,
         latitude = EXCLUDED.latitude, longitude = EXCLUDED.longitude, updated_at = EXCLUDED.updated_at
       RETURNING *`,
      [
        randomUUID(),
        user.uuid,
        body.address_1.trim(),
        body.address_2?.trim() || null,
        body.city.trim(),
        body.postal.trim(),
        body.province.trim(),
        body.country.trim(),
        body.latitude ?? null,
        body.longitude ?? null,
        ctx.now,
      ],
    );
    return { status: 201, data: toAddress(row) };
  },

  async updateAddress(ctx) {
    const user = signedIn(ctx);
    const { body } = ctx;
    checkAddress(body);
    const [row] = await ctx.deps.db.query<AddressRow>(
      `UPDATE addresses SET address_1 = $3, address_2 = $4, city = $5, postal = $6, province = $7, country = $8,
         latitude = $9, longitude = $10, updated_at = $11
       WHERE uuid = $1 AND user_uuid = $2 RETURNING *`,
      [
        ctx.params.uuid,
        user.uuid,
        body.address_1.trim(),
        body.address_2?.trim() || null,
        body.city.trim(),
        body.postal.trim(),
        body.province.trim(),
        body.country.trim(),
        body.latitude ?? null,
        body.longitude ?? null,
        ctx.now,
      ],
    );
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'generic.notFound');
    return { data: toAddress(row) };
  },

  async changePassword(ctx) {
    const user = signedIn(ctx);
    const { body } = ctx;
    const { db } = ctx.deps;
    const fields: FieldErrors = {};
    if (!user.requires_password) {
      if (body.current_password === '') addFieldError(fields, 'current_password', 'field.password.required');
      else {
        // Whoever holds a stolen access token must not get unlimited guesses at the password.
        await assertCurrentPasswordAllowed(db, user.uuid, ctx.now);
        const matches = await verifyPassword(body.current_password, user.password_hash);
        await recordAttempt(db, {
          kind: 'current_password',
          email: null,
          ip: ctx.ip,
          succeeded: matches,
          now: ctx.now,
          userUuid: user.uuid,
        });
        if (!matches) addFieldError(fields, 'current_password', 'password.currentIncorrect');
      }
    }
    for (const problem of newPasswordProblems(body.password)) addFieldError(fields, 'password', problem);
    failIfAny(fields);
    await db.query(
      'UPDATE users SET password_hash = $2, password_changed_at = $3, requires_password = false WHERE uuid = $1',
      [user.uuid, await hashPassword(body.password), ctx.now],
    );
    // A new password signs every other device out; this one stays signed in.
    await revokeOtherSessions(db, user.uuid, ctx.sessionId, ctx.now);
    await revokeOtherIdentities(db, user.uuid, ctx.c.req.header('x-identifier') ?? null, ctx.now);
    return { data: { password_changed_at: ctx.now.toISOString() } };
  },

  async updatePreferences(ctx) {
    const user = signedIn(ctx);
    const { body } = ctx;
    const fields: FieldErrors = {};
    if (body.first_name !== undefined && body.first_name.trim() === '')
      addFieldError(fields, 'first_name', 'field.first_name.required');
    if (body.last_name !== undefined && body.last_name.trim() === '')
      addFieldError(fields, 'last_name', 'field.last_name.required');
    if (body.locale !== undefined && !(LOCALES as readonly string[]).includes(body.locale))
      addFieldError(fields, 'locale', 'validation.enum');
    if (body.region !== undefined && !isRegionCode(body.region))
      addFieldError(fields, 'region', 'preferences.region.invalid');
    if (body.timezone !== undefined) {
      try {
        new Intl.DateTimeFormat('en-US', { timeZone: body.timezone });
      } catch {
        addFieldError(fields, 'timezone', 'preferences.timezone.invalid');
      }
    }
    failIfAny(fields);
    // A client whose region is outside the local markets is a global client (no invite,
    // prescriptions or shop checkout); choosing a local market again makes them local.
    const isGlobal = body.region !== undefined && user.type === 'CLIENT' ? isGlobalRegion(body.region) : null;
    await ctx.deps.db.query(
      `UPDATE users SET first_name = COALESCE($2, first_name), last_name = COALESCE($3, last_name),
         locale = COALESCE($4, locale), timezone = COALESCE($5, timezone),
         region_country = COALESCE($6, region_country), is_global = COALESCE($7, is_global) WHERE uuid = $1`,
      [
        user.uuid,
        body.first_name?.trim() ?? null,
        body.last_name?.trim() ?? null,
        body.locale ?? null,
        body.timezone ?? null,
        body.region ?? null,
        isGlobal,
      ],
    );
    return { data: await toUser(ctx.deps.db, await reload(ctx, user.uuid)) };
  },

  async uploadProfilePhoto(ctx) {
    const user = signedIn(ctx);
    const { data_url: dataUrl } = ctx.body;
    const match = IMAGE_DATA_URL.exec(dataUrl);
    if (!match) throw new FailError({ data_url: [{ key: 'photo.type' }] });
    const bytes = Buffer.from(match[2] as string, 'base64');
    if (bytes.length > MAX_PHOTO_BYTES) throw new FailError({ data_url: [{ key: 'photo.tooLarge' }] });
    if (!looksLikeImage(match[1] as string, bytes))
      throw new FailError({ data_url: [{ key: 'photo.corrupted' }] });
    // The embedded server keeps the image inline; a production deployment stores it in object storage.
    await ctx.deps.db.query('UPDATE users SET photo_url = $2 WHERE uuid = $1', [user.uuid, dataUrl]);
    return { data: await toUser(ctx.deps.db, await reload(ctx, user.uuid)) };
  },

  async identifyChatWidget(ctx) {
    const user = signedIn(ctx);
    const secret = process.env.CHAT_WIDGET_SECRET ?? ctx.deps.authSecret;
    return {
      data: { email: user.email, token: createHmac('sha256', secret).update(user.email).digest('hex') },
    };
  },

  async getProfileMetrics(ctx) {
    const user = signedIn(ctx);
    const column = user.type === 'CLIENT' ? 'client_uuid' : 'partner_uuid';
    const [counts] = await ctx.deps.db.query<{
      pets: number;
      upcoming: number;
      past: number;
      unread: number;
    }>(
      `SELECT
         (SELECT count(*)::int FROM pets WHERE owner_uuid = $1 AND removed_at IS NULL) AS pets,
         (SELECT count(*)::int FROM appointments WHERE ${column} = $1 AND status = 'CONFIRMED' AND end_at > $2) AS upcoming,
         (SELECT count(*)::int FROM appointments WHERE ${column} = $1 AND status <> 'CANCELLED' AND end_at <= $2) AS past,
         (SELECT count(*)::int FROM notifications WHERE user_uuid = $1 AND read_at IS NULL) AS unread`,
      [user.uuid, ctx.now],
    );
    return {
      data: {
        pets: counts?.pets ?? 0,
        upcoming_appointments: counts?.upcoming ?? 0,
        past_appointments: counts?.past ?? 0,
        unread_notifications: counts?.unread ?? 0,
      },
    };
  },

  async getPermissions(ctx) {
    signedIn(ctx);
    // Standby and plus plans are not part of this product yet, so nobody holds those scopes.
    return { data: { scopes: [] } };
  },

  async updateCommunicationPreferences(ctx) {
    const user = requireClient(ctx);
    const { body } = ctx;
    const [row] = await ctx.deps.db.query<{
      email_marketing: boolean;
      sms_reminders: boolean;
      email_reminders: boolean;
    }>(
      `UPDATE users SET email_marketing = COALESCE($2, email_marketing), sms_reminders = COALESCE($3, sms_reminders),
         email_reminders = COALESCE($4, email_reminders)
       WHERE uuid = $1 RETURNING email_marketing, sms_reminders, email_reminders`,
      [user.uuid, body.email_marketing ?? null, body.sms_reminders ?? null, body.email_reminders ?? null],
    );
    return {
      data: {
        email_marketing: Boolean(row?.email_marketing),
        sms_reminders: Boolean(row?.sms_reminders),
        email_reminders: Boolean(row?.email_reminders),
      },
    };
  },
} satisfies Handlers;

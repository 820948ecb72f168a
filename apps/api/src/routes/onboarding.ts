import { queryRow } from '../db/database';
import { randomUUID } from 'node:crypto';
import { type CredentialsProblem, credentialsProblems, isValidAddress, MAX_LICENCES } from '@pawcall/domain';
import type { UserRow } from '../domain/rows';
import { notify } from '../domain/notifications';
import { listPets, profileAddress, toUser } from '../domain/serialize';
import type { Handlers, RequestContext } from '../http/bind';
import { ApiError, type FieldErrors, addFieldError, failIfAny } from '../http/errors';
import { type MessageKey, translate } from '../i18n';
import { signedIn } from '../http/guards';

async function reload(ctx: RequestContext, uuid: string): Promise<UserRow> {
  const row = await queryRow<UserRow>(ctx.deps.db, 'SELECT * FROM users WHERE uuid = $1', [uuid]);
  return row;
}

/** A new partner's rate until they set their own: the platform's default per country (our decision). */
const DEFAULT_RATE: Record<string, { cents: number; currency: 'USD' | 'CAD' | 'GBP' }> = {
  CA: { cents: 7500, currency: 'CAD' },
  US: { cents: 6000, currency: 'USD' },
  GB: { cents: 5000, currency: 'GBP' },
};

function slugify(first: string, last: string): string {
  const base = `dr-${first}-${last}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base || 'dr';
}

/** The server's wording of each credentials problem of the shared rule. */
const CREDENTIALS_MESSAGES: Record<CredentialsProblem, MessageKey> = {
  DESIGNATION_REQUIRED: 'credentials.designation.required',
  SCHOOL_REQUIRED: 'credentials.school.required',
  YEAR_INVALID: 'credentials.year.invalid',
  LICENCE_REQUIRED: 'credentials.licence.required',
  TOO_MANY_LICENCES: 'credentials.licence.tooMany',
  JURISDICTION_REQUIRED: 'credentials.licence.jurisdiction',
  NUMBER_REQUIRED: 'credentials.licence.number',
  EXPIRY_INVALID: 'credentials.licence.expiry',
  EXPIRY_PAST: 'credentials.licence.expiryPast',
};

/** Today in a time zone, YYYY-MM-DD (en-CA writes dates that way). */
function todayIn(timeZone: string, now: Date): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

export const onboardingHandlers = {
  async completeClientOnboarding(ctx) {
    const user = signedIn(ctx);
    if (user.type !== 'CLIENT') throw new ApiError(403, 'FORBIDDEN', 'auth.clientsOnly');
    if (user.status === 'ONBOARDING') {
      // The steps in the order the onboarding shows them; the first one missing is named.
      if (!user.email_verified) throw new ApiError(409, 'ONBOARDING_INCOMPLETE', 'onboarding.emailMissing');
      if ((await listPets(ctx.deps.db, user.uuid)).length === 0)
        throw new ApiError(409, 'ONBOARDING_INCOMPLETE', 'onboarding.petMissing');
      if (!user.phone_verified) throw new ApiError(409, 'ONBOARDING_INCOMPLETE', 'onboarding.phoneMissing');
      if (!isValidAddress(await profileAddress(ctx.deps.db, user.uuid)))
        throw new ApiError(409, 'ONBOARDING_INCOMPLETE', 'onboarding.addressMissing');
      await ctx.deps.db.query(
        "UPDATE users SET status = 'ACTIVE' WHERE uuid = $1 AND status = 'ONBOARDING'",
        [user.uuid],
      );
      await notify(
        ctx.deps,
        user,
        { type: 'NewsNotification', body: translate(user.locale, 'notification.welcomeClient') },
        ctx.now,
      );
    }
    return { data: await toUser(ctx.deps.db, await reload(ctx, user.uuid)) };
  },

  async completePartnerOnboarding(ctx) {
    const user = signedIn(ctx);
    if (user.type !== 'PARTNER') throw new ApiError(403, 'FORBIDDEN', 'auth.partnersOnly');
    if (user.status !== 'ONBOARDING') return { data: await toUser(ctx.deps.db, user) };
    const { body } = ctx;
    const fields: FieldErrors = {};
    if (body.post_nominal.trim() === '') addFieldError(fields, 'post_nominal', 'validation.required');
    // Credentials by the rule the onboarding screen uses; a licence expiring today still counts today.
    const problems = credentialsProblems(body, todayIn(user.timezone, ctx.now));
    for (const [field, problem] of Object.entries(problems))
      addFieldError(
        fields,
        field,
        CREDENTIALS_MESSAGES[problem],
        problem === 'TOO_MANY_LICENCES' ? { count: MAX_LICENCES } : undefined,
      );
    if (body.province.trim() === '') addFieldError(fields, 'province', 'address.province.required');
    if (body.country.trim() === '') addFieldError(fields, 'country', 'address.country.required');
    if (body.availability.length === 0) addFieldError(fields, 'availability', 'availability.required');
    for (const rule of body.availability)
      if (rule.end_minute <= rule.start_minute)
        addFieldError(fields, 'availability', 'availability.endBeforeStart');
    failIfAny(fields);
    // The steps in the order the onboarding shows them: the email (verified by the code registration sent), then the phone.
    if (!user.email_verified) throw new ApiError(409, 'ONBOARDING_INCOMPLETE', 'onboarding.emailMissing');
    if (!user.phone_verified) throw new ApiError(409, 'ONBOARDING_INCOMPLETE', 'onboarding.phoneMissing');

    const rate = DEFAULT_RATE[body.country.trim().toUpperCase()] ?? DEFAULT_RATE.US!;
    await ctx.deps.db.transaction(async (tx) => {
      const base = slugify(user.first_name, user.last_name);
      const taken = await tx.query<{ uri_slug: string }>(
        'SELECT uri_slug FROM partners WHERE uri_slug LIKE $1',
        [`${base}%`],
      );
      const used = new Set(taken.map((row) => row.uri_slug));
      let slug = base;
      for (let n = 2; used.has(slug); n += 1) slug = `${base}-${n}`;
      await tx.query(
        `INSERT INTO partners (user_uuid, uri_slug, rate_cents, currency, bio, school_name, school_year, is_listed)
         VALUES ($1, $2, $3, $4, $5, $6, $7, true)
         ON CONFLICT (user_uuid) DO UPDATE SET school_name = EXCLUDED.school_name, school_year = EXCLUDED.school_year,
           bio = EXCLUDED.bio, is_listed = true`,
        [
          user.uuid,
          slug,
          rate.cents,
          rate.currency,
          body.bio?.trim() ?? '',
          body.school_name.trim(),
          body.school_year,
        ],
      );
      await tx.query('DELETE FROM licences WHERE partner_uuid = $1', [user.uuid]);
      for (const licence of body.licences)
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
      for (const rule of body.availability)
        await tx.query(
          'INSERT INTO availability_rules (uuid, partner_uuid, weekday, start_minute, end_minute) VALUES ($1, $2, $3, $4, $5)',
          [randomUUID(), user.uuid, rule.weekday, rule.start_minute, rule.end_minute],
        );
      await tx.query(
        "UPDATE users SET status = 'ACTIVE', designation = $2, post_nominal = $3 WHERE uuid = $1",
        [user.uuid, body.designation, body.post_nominal.trim()],
      );
    });
    await notify(
      ctx.deps,
      user,
      { type: 'NewsNotification', body: translate(user.locale, 'notification.welcomePartner') },
      ctx.now,
    );
    return { data: await toUser(ctx.deps.db, await reload(ctx, user.uuid)) };
  },
} satisfies Handlers;

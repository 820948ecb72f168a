import { randomUUID } from 'node:crypto';
import { BOOKING_SESSION_SECONDS } from '@pawcall/domain';
import { queryRow } from '../db/database';
import { SLOT_MINUTES, offersFreeSlot } from '../domain/availability';
import { checkPromoCode, normalisePromoCode } from '../domain/pricing';
import type { PartnerRow, QuoteRow } from '../domain/rows';
import { PARTNER_SELECT, toQuote } from '../domain/serialize';
import type { Handlers } from '../http/bind';
import { ApiError, FailError } from '../http/errors';
import { defaultCardUuid, findOwnedCard, findOwnedPet } from '../quotes/repository';
import { loadOwnedQuote } from '../quotes/service';
import { requireCheckoutClient } from '../http/guards';

/**
 * Booking sessions a signed-in client may start in an hour: far more than anyone picking a slot
 * needs (each slot tried is one), few enough that a script cannot fill the quotes table.
 */
export const MAX_QUOTES_PER_HOUR = 60;

function assertModifiable(quote: QuoteRow): void {
  if (quote.booked_at != null) throw new ApiError(409, 'QUOTE_NOT_MODIFIABLE', 'booking.quoteNotModifiable');
}

export const quoteHandlers = {
  async createQuote(ctx) {
    const { db } = ctx.deps;
    if (ctx.user && ctx.user.type !== 'CLIENT') {
      throw new ApiError(403, 'PARTNER_CANNOT_CHECKOUT', 'booking.partnerCannotCheckout');
    }
    const { body } = ctx;
    const [partner] = await db.query<PartnerRow>(
      `${PARTNER_SELECT} WHERE p.user_uuid = $1 AND p.is_listed AND u.status = 'ACTIVE'`,
      [ctx.params.partnerUuid],
    );
    if (!partner) throw new ApiError(404, 'NOT_FOUND', 'partner.notFound');
    if (ctx.user) {
      const [recent] = await db.query<{ count: number }>(
        "SELECT count(*)::int AS count FROM quotes WHERE client_uuid = $1 AND created_at > $2::timestamptz - interval '1 hour'",
        [ctx.user.uuid, ctx.now],
      );
      if ((recent?.count ?? 0) >= MAX_QUOTES_PER_HOUR)
        throw new ApiError(429, 'THROTTLED', 'booking.quoteLimit', undefined, { 'Retry-After': '3600' });
    }

    const start = new Date(body.start_at);
    const end = new Date(body.end_at);
    if (end.getTime() - start.getTime() !== SLOT_MINUTES * 60_000) {
      throw new FailError({ end_at: [{ key: 'booking.slot.invalid' }] });
    }
    // The slot must be one the partner offers, free, and outside the minimum advance notice.
    const partnerTiming = {
      uuid: partner.user_uuid,
      timezone: partner.timezone,
      min_advance_notice: partner.min_advance_notice,
    };
    if (!(await offersFreeSlot(db, partnerTiming, start, end, ctx.now))) {
      throw new ApiError(409, 'SLOT_UNAVAILABLE', 'booking.slotUnavailable');
    }

    // Decision: the client comes from the bearer token only; a client_uuid in the body is ignored,
    // so nobody can start a booking session in someone else's name.
    const client = ctx.user;
    let petUuid: string | null = null;
    if (client && body.pet_uuid) {
      if (!(await findOwnedPet(db, client.uuid, body.pet_uuid))) {
        throw new FailError({ pet_uuid: [{ key: 'booking.pet.invalid' }] });
      }
      petUuid = body.pet_uuid;
    }
    const row = await queryRow<QuoteRow>(
      db,
      `INSERT INTO quotes (uuid, partner_uuid, client_uuid, start_at, end_at, expires_at, fee_cents, currency, pet_uuid,
                           payment_method_uuid, platform, service_type, search_result_uuid, target_country, target_province,
                           target_city, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17) RETURNING *`,
      [
        randomUUID(),
        partner.user_uuid,
        client?.uuid ?? null,
        start,
        end,
        new Date(ctx.now.getTime() + BOOKING_SESSION_SECONDS * 1000),
        partner.rate_cents,
        partner.currency,
        petUuid,
        client ? await defaultCardUuid(db, client.uuid) : null,
        body.platform,
        body.service_type ?? null,
        body.search_result_uuid ?? null,
        body.target_country ?? null,
        body.target_province ?? null,
        body.target_city ?? null,
        ctx.now,
      ],
    );
    return { status: 201, data: await toQuote(db, row, ctx.now) };
  },

  async getQuote(ctx) {
    const user = requireCheckoutClient(ctx);
    const quote = await loadOwnedQuote(ctx.deps.db, user, ctx.params.uuid);
    return { data: await toQuote(ctx.deps.db, quote, ctx.now) };
  },

  async setQuotePet(ctx) {
    const user = requireCheckoutClient(ctx);
    const quote = await loadOwnedQuote(ctx.deps.db, user, ctx.params.uuid);
    assertModifiable(quote);
    const { pet_uuid: petUuid } = ctx.body;
    if (!(await findOwnedPet(ctx.deps.db, user.uuid, petUuid))) {
      throw new FailError({ pet_uuid: [{ key: 'booking.pet.invalid' }] });
    }
    const row = await queryRow<QuoteRow>(
      ctx.deps.db,
      'UPDATE quotes SET pet_uuid = $2 WHERE uuid = $1 RETURNING *',
      [quote.uuid, petUuid],
    );
    return { data: await toQuote(ctx.deps.db, row, ctx.now) };
  },

  async setQuotePaymentMethod(ctx) {
    const user = requireCheckoutClient(ctx);
    const quote = await loadOwnedQuote(ctx.deps.db, user, ctx.params.uuid);
    assertModifiable(quote);
    const { payment_method_uuid: cardUuid } = ctx.body;
    if (!(await findOwnedCard(ctx.deps.db, user.uuid, cardUuid))) {
      throw new FailError({ payment_method_uuid: [{ key: 'booking.paymentMethod.invalid' }] });
    }
    const row = await queryRow<QuoteRow>(
      ctx.deps.db,
      'UPDATE quotes SET payment_method_uuid = $2 WHERE uuid = $1 RETURNING *',
      [quote.uuid, cardUuid],
    );
    return { data: await toQuote(ctx.deps.db, row, ctx.now) };
  },

  async setQuotePromoCode(ctx) {
    const user = requireCheckoutClient(ctx);
    const quote = await loadOwnedQuote(ctx.deps.db, user, ctx.params.uuid);
    assertModifiable(quote);
    const { code } = ctx.body;
    let promo: string | null = null;
    if (code.trim() !== '') {
      const check = checkPromoCode(code, quote.fee_cents, quote.followup_of ? 'FOLLOW_UP' : 'APPOINTMENT');
      if (check === 'UNKNOWN') throw new FailError({ code: [{ key: 'promo.invalid' }] });
      if (check === 'NOT_APPLICABLE') throw new FailError({ code: [{ key: 'promo.notApplicable' }] });
      promo = normalisePromoCode(code);
    }
    const row = await queryRow<QuoteRow>(
      ctx.deps.db,
      'UPDATE quotes SET promo_code = $2 WHERE uuid = $1 RETURNING *',
      [quote.uuid, promo],
    );
    return { data: await toQuote(ctx.deps.db, row, ctx.now) };
  },
} satisfies Handlers;

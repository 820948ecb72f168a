import type { components } from '@pawcall/api-client/types';
import type { Queryable } from '../db/database';
import { priceQuote } from '../domain/pricing';
import { quoteHasReferralDiscount } from '../domain/referrals';
import type { QuoteRow } from '../domain/rows';
import { type PartnerSummary, toPartnerSummaries } from './partner';
import { toPaymentMethod } from './paymentMethod';
import { toPet } from './pet';
import { appointmentReference, findPartner, findPaymentMethod, findPet } from './repository';

export type Quote = components['schemas']['Quote'];

/** A quote with its partner, the pet and card chosen so far, and its price as the client would pay it. */
export async function toQuote(db: Queryable, row: QuoteRow, now: Date): Promise<Quote> {
  const partner = await findPartner(db, row.partner_uuid);
  if (!partner) throw new Error(`Quote ${row.uuid} has no partner`);
  const [summary] = await toPartnerSummaries(db, [partner], now);
  const pet = row.pet_uuid ? await findPet(db, row.pet_uuid) : undefined;
  const card = row.payment_method_uuid ? await findPaymentMethod(db, row.payment_method_uuid) : undefined;
  const price = priceQuote(
    row.fee_cents,
    row.currency,
    row.promo_code,
    row.followup_of ? 'FOLLOW_UP' : 'APPOINTMENT',
    await quoteHasReferralDiscount(db, row),
  );
  const followed = row.followup_of ? await appointmentReference(db, row.followup_of) : undefined;
  return {
    uuid: row.uuid,
    items: price.items,
    total: price.total,
    currency: row.currency,
    partner: summary as PartnerSummary,
    client_uuid: row.client_uuid,
    start_at: row.start_at.toISOString(),
    end_at: row.end_at.toISOString(),
    expires_at: row.expires_at.toISOString(),
    pet: pet ? toPet(pet, now) : null,
    payment_method: card ? toPaymentMethod(card) : null,
    promo_code: row.promo_code,
    service_type: row.service_type,
    platform: row.platform,
    target_country: row.target_country,
    target_province: row.target_province,
    target_city: row.target_city,
    modifiable: row.booked_at == null,
    followup_of: followed ?? null,
    referral_discount: price.couponSource === 'REFERRAL',
  };
}

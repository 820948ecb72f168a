/**
 * Clinical rules of an appointment's after-care (spec part 2 §4 and §9): the upgrade offer, the
 * accelerator programme, diagnostic kits and prescription expiry. The API server enforces them with
 * this same code and the web app uses them to decide what to show.
 */

const DAY = 86_400_000;

type Instant = Date | string;
const time = (value: Instant) => (typeof value === 'string' ? Date.parse(value) : value.getTime());

/** An offer's line: the base amount and the discounted subtotal, in the currency's minor unit. */
export interface OfferItemLike {
  amount: { amount: number };
  subtotal: { amount: number };
}

export interface OfferLike {
  type: string;
  valid_until: Instant;
  data: { items: OfferItemLike[] };
}

/**
 * "An upgrade offer (type APPOINTMENT_UPGRADE) is valid only while valid_until is in the future and
 * the discounted subtotal is lower than the base item amount." The base item is the offer's first
 * line (the plan the client upgrades to); an offer without lines offers nothing.
 */
export function isUpgradeOfferValid(offer: OfferLike | null | undefined, now: Instant): boolean {
  if (offer?.type !== 'APPOINTMENT_UPGRADE') return false;
  if (!(time(offer.valid_until) > time(now))) return false;
  const base = offer.data.items[0];
  return base != null && base.subtotal.amount < base.amount.amount;
}

/** "Accelerator: up to 5 referrals, valid 30 days after becoming eligible." */
export const ACCELERATOR_REFERRAL_LIMIT = 5;
export const ACCELERATOR_VALID_DAYS = 30;

export interface AcceleratorStatus {
  eligible: boolean;
  /** Eligible, inside the 30 days and with referrals left: a free trial appointment can be given. */
  active: boolean;
  valid_until: string | null;
  limit: number;
  used: number;
  remaining: number;
}

export function acceleratorStatus(
  eligibleAt: Instant | null | undefined,
  used: number,
  now: Instant,
): AcceleratorStatus {
  if (eligibleAt == null)
    return {
      eligible: false,
      active: false,
      valid_until: null,
      limit: ACCELERATOR_REFERRAL_LIMIT,
      used,
      remaining: 0,
    };
  const validUntil = time(eligibleAt) + ACCELERATOR_VALID_DAYS * DAY;
  const remaining = Math.max(0, ACCELERATOR_REFERRAL_LIMIT - used);
  return {
    eligible: true,
    active: time(now) < validUntil && remaining > 0,
    valid_until: new Date(validUntil).toISOString(),
    limit: ACCELERATOR_REFERRAL_LIMIT,
    used,
    remaining,
  };
}

export type KitRefusal = 'NOT_ALLOWED' | 'WRONG_SPECIES' | 'ALREADY_RECOMMENDED';

/**
 * May the vet recommend this kit on this appointment? Only after a held visit (completed, never
 * declined): the kit bundles a follow-up, and a follow-up follows a completed appointment. Only a
 * kit made for the pet's species.
 */
export function kitRecommendationRefusal(
  appointment: { status: string; partner_declined_at?: Instant | null },
  kit: { species: readonly string[] },
  petSpecies: string,
  alreadyRecommended: boolean,
): KitRefusal | null {
  if (appointment.partner_declined_at) return 'NOT_ALLOWED';
  if (appointment.status !== 'COMPLETED') return 'NOT_ALLOWED';
  if (!kit.species.includes(petSpecies)) return 'WRONG_SPECIES';
  if (alreadyRecommended) return 'ALREADY_RECOMMENDED';
  return null;
}

/** "This prescription has expired.": a prescription's document is served until it expires. */
export function isPrescriptionExpired(prescription: { expires_at: Instant }, now: Instant): boolean {
  return time(prescription.expires_at) <= time(now);
}

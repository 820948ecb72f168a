import type { components } from '@pawcall/api-client/types';
import {
  acceleratorStatus,
  isPrescriptionExpired,
  isUpgradeOfferValid,
  kitRecommendationRefusal,
} from '@pawcall/domain';
import type { AppDeps } from '../deps';
import { DOWNLOAD_LINK_TTL_MS, signDocumentLink } from '../documents/links';
import { conflict, gone, notFound } from '../domain/errors';
import { proposeFollowUp } from '../domain/followUps';
import type { UserRow } from '../domain/rows';
import { toAppointments } from '../views/appointment';
import { partnerAppointment } from '../domain/visits';
import { translate } from '../i18n';
import * as clinical from './repository';
import type { InquirySide, ProductRow } from './repository';

/**
 * What the vet works with around a visit, and what the client is offered: inquiries awaiting the
 * vet's confirmation, the accelerator program, the prescription's link, product and diagnostic
 * kit recommendations (a kit bundles a follow-up), and the client's appointment-upgrade offer.
 */

type DiagnosticKit = components['schemas']['DiagnosticKit'];
type Offer = components['schemas']['Offer'];

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

/** The caller's inquiries: as the client who booked them or the vet who has yet to answer them. */
export async function inquiries(deps: AppDeps, user: UserRow, side: InquirySide, perPage: number, now: Date) {
  const { db } = deps;
  const total = await clinical.inquiryCount(db, side, user.uuid, now);
  const rows = await clinical.inquiries(db, side, user.uuid, now, perPage);
  return {
    items: await toAppointments(db, rows, now, side === 'partner_uuid' ? 'PARTNER' : 'CLIENT'),
    per_page: perPage,
    total,
  };
}

/** The vet's accelerator program: its status and its appointments (the free ones, total zero). */
export async function acceleratorProgram(deps: AppDeps, vet: UserRow, now: Date) {
  const { db } = deps;
  const eligibleAt = await clinical.acceleratorEligibleAt(db, vet.uuid);
  const rows = await clinical.acceleratorAppointments(db, vet.uuid);
  const used = eligibleAt ? rows.filter((row) => row.created_at >= eligibleAt).length : 0;
  return {
    ...acceleratorStatus(eligibleAt, used, now),
    eligible_at: iso(eligibleAt),
    items: await toAppointments(db, rows, now, 'PARTNER'),
  };
}

/** A signed link to the visit's current prescription PDF, for the vet, while it has not expired. */
export async function prescriptionLink(deps: AppDeps, vet: UserRow, reference: string, now: Date) {
  const row = await partnerAppointment(deps.db, reference, vet, now);
  const prescription = await clinical.latestPrescription(deps.db, row.uuid);
  if (!prescription) throw notFound('prescription.none');
  if (isPrescriptionExpired(prescription, now)) throw gone('PRESCRIPTION_EXPIRED', 'prescription.expired');
  const expiresAt = new Date(now.getTime() + DOWNLOAD_LINK_TTL_MS);
  return {
    url: signDocumentLink(deps.authSecret, {
      kind: 'prescription',
      id: prescription.uuid,
      userUuid: vet.uuid,
      expiresAt,
    }),
    expires_at: expiresAt.toISOString(),
    prescription: {
      uuid: prescription.uuid,
      medication_name: prescription.medication_name,
      expires_at: prescription.expires_at.toISOString(),
    },
  };
}

/** Products for the pet's species, those that help with the appointment's concerns first. */
export async function productRecommendations(deps: AppDeps, vet: UserRow, reference: string) {
  const { db } = deps;
  const row = await clinical.vetsAppointment(db, reference, vet.uuid);
  if (!row) throw notFound('appointment.notFound');
  const products = await clinical.productsFor(db, await clinical.petSpecies(db, row.pet_uuid), row.concerns);
  return {
    items: products.map((product) => ({
      uuid: product.uuid,
      name: product.name,
      short_name: product.short_name,
      sku: product.sku,
      price: { amount: product.price_cents, currency: product.currency },
      provider_type: product.provider_type,
      matched_concerns: product.concerns.filter((concern) => row.concerns.includes(concern)),
    })),
  };
}

const toKit = (kit: ProductRow): DiagnosticKit => ({
  uuid: kit.uuid,
  name: kit.name,
  short_name: kit.short_name,
  price: { amount: kit.price_cents, currency: kit.currency },
  provider_type: kit.provider_type,
  sku: kit.sku,
  parent: kit.parent,
  species: kit.species,
  recommended_at: iso(kit.recommended_at),
});

/** The diagnostic kits for the pet's species, with those already recommended for this visit. */
export async function diagnosticKits(deps: AppDeps, vet: UserRow, reference: string, now: Date) {
  const row = await partnerAppointment(deps.db, reference, vet, now);
  const { db } = deps;
  const kits = await clinical.kitsFor(db, await clinical.petSpecies(db, row.pet_uuid), row.uuid);
  return { items: kits.map(toKit) };
}

/**
 * The vet recommends a kit for the pet's species, once per visit. "A kit bundles a follow-up": one
 * is proposed with the kit (notified, pushed and emailed to the client) unless one is already under
 * way.
 */
export async function recommendKit(
  deps: AppDeps,
  vet: UserRow,
  reference: string,
  productUuid: string,
  now: Date,
): Promise<DiagnosticKit> {
  const row = await partnerAppointment(deps.db, reference, vet, now);
  const { db } = deps;
  const kit = await clinical.activeKit(db, productUuid);
  if (!kit) throw notFound('product.notFound');
  const refusal = kitRecommendationRefusal(
    row,
    kit,
    await clinical.petSpecies(db, row.pet_uuid),
    await clinical.isKitRecommended(db, row.uuid, kit.uuid),
  );
  if (refusal === 'WRONG_SPECIES') throw conflict('NOT_ALLOWED', 'kit.wrongSpecies');
  if (refusal === 'ALREADY_RECOMMENDED') throw conflict('NOT_ALLOWED', 'kit.already');
  if (refusal) throw conflict('NOT_ALLOWED', 'kit.notAllowed');
  // A racing second click is a no-op, answered below as the kit recommended.
  await clinical.recommendKit(db, row.uuid, kit.uuid, vet.uuid, now);
  const locale = (await clinical.userLocale(db, row.client_uuid)) ?? 'en-US';
  await proposeFollowUp(
    deps,
    row,
    'PARTNER',
    translate(locale, 'kit.followUpMessage', { vet: vet.last_name, kit: kit.name }),
    now,
  );
  return toKit(await clinical.recommendedKit(db, kit.uuid, row.uuid));
}

/** The client's newest appointment-upgrade offer still valid (for one appointment if named), or none. */
export async function upgradeOffer(
  deps: AppDeps,
  client: UserRow,
  reference: string | undefined,
  now: Date,
): Promise<Offer | null> {
  const offers = await clinical.upgradeOffers(deps.db, client.uuid, reference ?? null);
  const offer = offers
    .map((o) => ({
      uuid: o.uuid,
      type: o.type,
      valid_until: o.valid_until.toISOString(),
      appointment_reference_id: o.reference_id,
      data: { items: o.items },
    }))
    .find((o) => isUpgradeOfferValid(o, now));
  return offer ?? null;
}

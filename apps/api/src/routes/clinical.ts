import {
  acceleratorStatus,
  isPrescriptionExpired,
  isUpgradeOfferValid,
  kitRecommendationRefusal,
} from '@pawcall/domain';
import { type Queryable, queryRow } from '../db/database';
import { DOWNLOAD_LINK_TTL_MS, signDocumentLink } from '../documents/links';
import type { PrescriptionRow } from '../documents/render';
import type { AppointmentRow, UserRow } from '../domain/rows';
import { proposeFollowUp } from '../domain/followUps';
import { toAppointments } from '../domain/serialize';
import { partnerAppointment } from '../domain/visits';
import type { Handlers, RequestContext } from '../http/bind';
import { ApiError } from '../http/errors';
import { type Locale, translate } from '../i18n';
import { requireClient, requirePartner } from '../http/guards';

const iso = (value: Date | null | undefined) => (value ? value.toISOString() : null);

async function inquiries(db: Queryable, column: 'client_uuid' | 'partner_uuid', ctx: RequestContext) {
  const user = ctx.user as UserRow;
  const perPage = Number((ctx.query as { per_page?: number }).per_page ?? 10);
  const where = `a.${column} = $1 AND a.status = 'CONFIRMED' AND a.partner_confirmed_at IS NULL
     AND a.partner_declined_at IS NULL AND a.end_at > $2`;
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::int AS total FROM appointments a WHERE ${where}`,
    [user.uuid, ctx.now],
  );
  const rows = await db.query<AppointmentRow>(
    `SELECT a.* FROM appointments a WHERE ${where} ORDER BY a.start_at, a.reference_id LIMIT ${perPage}`,
    [user.uuid, ctx.now],
  );
  return {
    items: await toAppointments(db, rows, ctx.now, column === 'partner_uuid' ? 'PARTNER' : 'CLIENT'),
    per_page: perPage,
    total: count?.total ?? 0,
  };
}

interface KitRow {
  uuid: string;
  name: string;
  short_name: string;
  sku: string;
  parent: string | null;
  species: string[];
  concerns: string[];
  price_cents: number;
  currency: 'USD' | 'CAD' | 'GBP';
  provider_type: string;
  recommended_at?: Date | null;
}

const toKit = (kit: KitRow) => ({
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

async function petSpecies(db: Queryable, row: AppointmentRow): Promise<string> {
  const [pet] = await db.query<{ species: string }>('SELECT species FROM pets WHERE uuid = $1', [
    row.pet_uuid,
  ]);
  return pet?.species ?? 'OTHER';
}

export const clinicalHandlers = {
  async listClientInquiries(ctx) {
    requireClient(ctx);
    return { data: await inquiries(ctx.deps.db, 'client_uuid', ctx) };
  },

  async listPartnerInquiries(ctx) {
    requirePartner(ctx);
    return { data: await inquiries(ctx.deps.db, 'partner_uuid', ctx) };
  },

  async getAcceleratorProgram(ctx) {
    const user = requirePartner(ctx);
    const { db } = ctx.deps;
    const [partner] = await db.query<{ accelerator_eligible_at: Date | null }>(
      'SELECT accelerator_eligible_at FROM partners WHERE user_uuid = $1',
      [user.uuid],
    );
    const eligibleAt = partner?.accelerator_eligible_at ?? null;
    // Accelerator appointments are the free (total zero) ones, as on the accelerator tab.
    const rows = await db.query<AppointmentRow>(
      `SELECT * FROM appointments WHERE partner_uuid = $1 AND total_cents = 0 AND status <> 'CANCELLED'
        ORDER BY start_at DESC, reference_id LIMIT 50`,
      [user.uuid],
    );
    const used = eligibleAt ? rows.filter((row) => row.created_at >= eligibleAt).length : 0;
    const status = acceleratorStatus(eligibleAt, used, ctx.now);
    return {
      data: {
        ...status,
        eligible_at: iso(eligibleAt),
        items: await toAppointments(db, rows, ctx.now, 'PARTNER'),
      },
    };
  },

  async getPrescriptionLink(ctx) {
    const user = requirePartner(ctx);
    const row = await partnerAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    const [prescription] = await ctx.deps.db.query<PrescriptionRow>(
      `SELECT * FROM prescriptions WHERE appointment_uuid = $1 AND voided_at IS NULL
        ORDER BY created_at DESC LIMIT 1`,
      [row.uuid],
    );
    if (!prescription) throw new ApiError(404, 'NOT_FOUND', 'prescription.none');
    if (isPrescriptionExpired(prescription, ctx.now))
      throw new ApiError(410, 'PRESCRIPTION_EXPIRED', 'prescription.expired');
    const expiresAt = new Date(ctx.now.getTime() + DOWNLOAD_LINK_TTL_MS);
    return {
      data: {
        url: signDocumentLink(ctx.deps.authSecret, {
          kind: 'prescription',
          id: prescription.uuid,
          userUuid: user.uuid,
          expiresAt,
        }),
        expires_at: expiresAt.toISOString(),
        prescription: {
          uuid: prescription.uuid,
          medication_name: prescription.medication_name,
          expires_at: prescription.expires_at.toISOString(),
        },
      },
    };
  },

  async listProductRecommendations(ctx) {
    const user = requirePartner(ctx);
    const { db } = ctx.deps;
    const reference = ctx.query.appointment_reference_id;
    const [row] = await db.query<AppointmentRow>(
      'SELECT * FROM appointments WHERE reference_id = $1 AND partner_uuid = $2',
      [reference, user.uuid],
    );
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'appointment.notFound');
    const species = await petSpecies(db, row);
    // Products for the pet's species, those that help with the appointment's concerns first.
    const products = await db.query<KitRow>(
      `SELECT * FROM products WHERE kind = 'PRODUCT' AND is_active
          AND (cardinality(species) = 0 OR $1 = ANY(species))
        ORDER BY cardinality(ARRAY(SELECT unnest(concerns) INTERSECT SELECT unnest($2::text[]))) DESC, name
        LIMIT 6`,
      [species, row.concerns],
    );
    return {
      data: {
        items: products.map((product) => ({
          uuid: product.uuid,
          name: product.name,
          short_name: product.short_name,
          sku: product.sku,
          price: { amount: product.price_cents, currency: product.currency },
          provider_type: product.provider_type,
          matched_concerns: product.concerns.filter((concern) => row.concerns.includes(concern)),
        })),
      },
    };
  },

  async listDiagnosticKits(ctx) {
    const user = requirePartner(ctx);
    const row = await partnerAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    const { db } = ctx.deps;
    const kits = await db.query<KitRow>(
      `SELECT p.*, k.recommended_at FROM products p
         LEFT JOIN appointment_diagnostic_kits k ON k.product_uuid = p.uuid AND k.appointment_uuid = $2
        WHERE p.kind = 'DIAGNOSTIC_KIT' AND p.is_active AND $1 = ANY(p.species)
        ORDER BY p.parent, p.name`,
      [await petSpecies(db, row), row.uuid],
    );
    return { data: { items: kits.map(toKit) } };
  },

  async recommendDiagnosticKit(ctx) {
    const user = requirePartner(ctx);
    const row = await partnerAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    const { db } = ctx.deps;
    const [kit] = await db.query<KitRow>(
      `SELECT * FROM products WHERE uuid = $1 AND kind = 'DIAGNOSTIC_KIT' AND is_active`,
      [ctx.params.productUuid],
    );
    if (!kit) throw new ApiError(404, 'NOT_FOUND', 'product.notFound');
    const [existing] = await db.query(
      'SELECT 1 FROM appointment_diagnostic_kits WHERE appointment_uuid = $1 AND product_uuid = $2',
      [row.uuid, kit.uuid],
    );
    const refusal = kitRecommendationRefusal(row, kit, await petSpecies(db, row), existing != null);
    if (refusal === 'WRONG_SPECIES') throw new ApiError(409, 'NOT_ALLOWED', 'kit.wrongSpecies');
    if (refusal === 'ALREADY_RECOMMENDED') throw new ApiError(409, 'NOT_ALLOWED', 'kit.already');
    if (refusal) throw new ApiError(409, 'NOT_ALLOWED', 'kit.notAllowed');
    // A racing second click is a no-op (primary key), answered below as the kit recommended.
    await db.query(
      `INSERT INTO appointment_diagnostic_kits (appointment_uuid, product_uuid, recommended_by, recommended_at)
       VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [row.uuid, kit.uuid, user.uuid, ctx.now],
    );
    // "a kit bundles a follow-up": proposed with the kit (notified, pushed and emailed to the client)
    // unless one is already under way.
    const [client] = await db.query<{ locale: Locale }>('SELECT locale FROM users WHERE uuid = $1', [
      row.client_uuid,
    ]);
    await proposeFollowUp(
      ctx.deps,
      row,
      'PARTNER',
      translate(client?.locale ?? 'en-US', 'kit.followUpMessage', { vet: user.last_name, kit: kit.name }),
      ctx.now,
    );
    const recommended = await queryRow<KitRow>(
      db,
      `SELECT p.*, k.recommended_at FROM products p JOIN appointment_diagnostic_kits k ON k.product_uuid = p.uuid
        WHERE p.uuid = $1 AND k.appointment_uuid = $2`,
      [kit.uuid, row.uuid],
    );
    return { status: 201, data: toKit(recommended) };
  },

  async getAppointmentUpgradeOffer(ctx) {
    const user = requireClient(ctx);
    const reference = ctx.query.appointment_reference_id;
    const offers = await ctx.deps.db.query<{
      uuid: string;
      type: 'APPOINTMENT_UPGRADE';
      valid_until: Date;
      items: Array<{
        name: string;
        appointments?: number;
        amount: { amount: number; currency: 'USD' | 'CAD' | 'GBP' };
        subtotal: { amount: number; currency: 'USD' | 'CAD' | 'GBP' };
      }>;
      reference_id: string | null;
    }>(
      `SELECT o.uuid, o.type, o.valid_until, o.items, a.reference_id FROM client_offers o
         LEFT JOIN appointments a ON a.uuid = o.appointment_uuid
        WHERE o.client_uuid = $1 AND o.type = 'APPOINTMENT_UPGRADE' AND ($2::text IS NULL OR a.reference_id = $2)
        ORDER BY o.created_at DESC`,
      [user.uuid, reference ?? null],
    );
    const offer = offers
      .map((o) => ({
        uuid: o.uuid,
        type: o.type,
        valid_until: o.valid_until.toISOString(),
        appointment_reference_id: o.reference_id,
        data: { items: o.items },
      }))
      .find((o) => isUpgradeOfferValid(o, ctx.now));
    return { data: offer ?? null };
  },
} satisfies Handlers;

import { randomUUID } from 'node:crypto';
import type { Database, Queryable } from './database';

const DAY = 86_400_000;

/** Diagnostic kits (spec: "ear infection, skin and itch, stool bundles for dogs and cats"), each bundling a follow-up. */
const KITS: Array<[family: string, species: 'DOG' | 'CAT', name: string, shortName: string, cents: number]> =
  [
    ['EAR_INFECTION', 'DOG', 'Ear infection kit for dogs', 'Ear kit (dog)', 8900],
    ['EAR_INFECTION', 'CAT', 'Ear infection kit for cats', 'Ear kit (cat)', 8900],
    ['SKIN_AND_ITCH', 'DOG', 'Skin and itch kit for dogs', 'Skin kit (dog)', 9900],
    ['SKIN_AND_ITCH', 'CAT', 'Skin and itch kit for cats', 'Skin kit (cat)', 9900],
    ['STOOL', 'DOG', 'Stool test bundle for dogs', 'Stool kit (dog)', 6900],
    ['STOOL', 'CAT', 'Stool test bundle for cats', 'Stool kit (cat)', 6900],
  ];

// Concern codes of the booking step; 'Skin and coat' is the free-text concern of the seeded visits.
const PRODUCTS: Array<
  [sku: string, name: string, shortName: string, species: string[], concerns: string[], cents: number]
> = [
  [
    'PR-EAR-CLEANSER',
    'Gentle ear cleanser, 4 oz',
    'Ear cleanser',
    ['DOG', 'CAT'],
    ['EAR_PROBLEM', 'Skin and coat'],
    1899,
  ],
  [
    'PR-OMEGA3',
    'Omega-3 skin and coat supplement',
    'Omega-3',
    ['DOG', 'CAT'],
    ['SKIN_ITCHING', 'Skin and coat'],
    2999,
  ],
  [
    'PR-OATMEAL-SHAMPOO',
    'Oatmeal soothing shampoo',
    'Oatmeal shampoo',
    ['DOG'],
    ['SKIN_ITCHING', 'Skin and coat'],
    1599,
  ],
  [
    'PR-PROBIOTIC',
    'Probiotic powder, 30 sachets',
    'Probiotic',
    ['DOG', 'CAT'],
    ['DIARRHEA', 'VOMITING'],
    3499,
  ],
  ['PR-DENTAL-CHEWS', 'Dental chews, 30 count', 'Dental chews', ['DOG'], ['DENTAL'], 2499],
  ['PR-HAIRBALL-GEL', 'Hairball relief gel', 'Hairball gel', ['CAT'], ['VOMITING'], 1299],
  ['PR-CALMING-CHEWS', 'Calming chews', 'Calming chews', ['DOG', 'CAT'], ['BEHAVIOUR'], 2799],
  ['PR-JOINT', 'Joint support chewable', 'Joint support', ['DOG'], ['LIMPING'], 3999],
];

/**
 * Clinical demo data: kits and products, a prescription on Biscuit's finalized visit, an
 * older finalized visit so Biscuit has a history, Dr. Chen's accelerator (eligible 3 days ago) and
 * an upgrade offer to Olivia after her completed visit.
 */
export async function seedClinical(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const [family, species, name, shortName, cents] of KITS) {
      await tx.query(
        `INSERT INTO products (uuid, kind, name, short_name, sku, parent, species, concerns, price_cents, currency, provider_type, created_at)
         VALUES ($1, 'DIAGNOSTIC_KIT', $2, $3, $4, $5, $6, '{}', $7, 'USD', 'PAWCALL', $8)`,
        [
          randomUUID(),
          name,
          shortName,
          `DK-${family.replaceAll('_', '-')}-${species}`,
          family,
          [species],
          cents,
          now,
        ],
      );
    }
    for (const [sku, name, shortName, species, concerns, cents] of PRODUCTS) {
      await tx.query(
        `INSERT INTO products (uuid, kind, name, short_name, sku, parent, species, concerns, price_cents, currency, provider_type, created_at)
         VALUES ($1, 'PRODUCT', $2, $3, $4, NULL, $5, $6, $7, 'USD', 'PAWCALL', $8)`,
        [randomUUID(), name, shortName, sku, species, concerns, cents, now],
      );
    }

    const [visit] = await tx.query<{
      uuid: string;
      client_uuid: string;
      pet_uuid: string;
      payment_method_uuid: string | null;
      partner_uuid: string;
      finalized_at: Date | null;
      currency: string;
    }>(`SELECT * FROM appointments WHERE reference_id = 'PAW7Q2K9'`);
    if (!visit) return;
    await tx.query(
      `INSERT INTO prescriptions (uuid, appointment_uuid, medication_name, strength, form, quantity, quantity_unit, frequency, route,
                                  directions, refills, expires_at, created_at)
       VALUES ($1, $2, 'Mometamax otic suspension', '15 g', 'Suspension', 1, 'bottle', 'Twice daily', 'Otic (right ear)',
               'Instil 4 drops in the right ear twice daily for 7 days.', 0, $3, $4)`,
      [randomUUID(), visit.uuid, new Date(now.getTime() + 180 * DAY), visit.finalized_at ?? now],
    );

    await insertPastVisit(tx, now, visit);

    await tx.query(
      `UPDATE partners SET accelerator_eligible_at = $2
        WHERE user_uuid = (SELECT uuid FROM users WHERE email = $1)`,
      ['dr.chen@pawcall.test', new Date(now.getTime() - 3 * DAY)],
    );

    // "Renewal and upgrade offers after an appointment": Plus adds 3 appointments plus unlimited messaging.
    const money = (amount: number) => ({ amount, currency: visit.currency });
    await tx.query(
      `INSERT INTO client_offers (uuid, client_uuid, appointment_uuid, type, valid_until, items, created_at)
       VALUES ($1, $2, $3, 'APPOINTMENT_UPGRADE', $4, $5, $6)`,
      [
        randomUUID(),
        visit.client_uuid,
        visit.uuid,
        new Date(now.getTime() + 7 * DAY),
        JSON.stringify([{ name: 'PLUS', appointments: 3, amount: money(11900), subtotal: money(7900) }]),
        now,
      ],
    );
  });
}

/** A visit with Dr. Brooks two months ago, finalized: Biscuit's history beyond Dr. Chen's visits. */
async function insertPastVisit(
  tx: Queryable,
  now: Date,
  visit: { client_uuid: string; pet_uuid: string; payment_method_uuid: string | null },
): Promise<void> {
  const [brooks] = await tx.query<{ uuid: string; rate_cents: number; currency: string }>(
    `SELECT u.uuid, p.rate_cents, p.currency FROM users u JOIN partners p ON p.user_uuid = u.uuid WHERE u.email = 'dr.brooks@pawcall.test'`,
  );
  if (!brooks) return;
  const halfHour = 30 * 60_000;
  const start = new Date(Math.floor((now.getTime() - 60 * DAY) / halfHour) * halfHour);
  const end = new Date(start.getTime() + halfHour);
  const quote = randomUUID();
  const appointment = randomUUID();
  await tx.query(
    `INSERT INTO quotes (uuid, partner_uuid, client_uuid, start_at, end_at, expires_at, fee_cents, currency, pet_uuid,
                         payment_method_uuid, platform, booked_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $4, $6, $7, $8, $9, 'WEB', $4, $4)`,
    [
      quote,
      brooks.uuid,
      visit.client_uuid,
      start,
      end,
      brooks.rate_cents,
      brooks.currency,
      visit.pet_uuid,
      visit.payment_method_uuid,
    ],
  );
  await tx.query(
    `INSERT INTO appointments (uuid, reference_id, quote_uuid, client_uuid, partner_uuid, pet_uuid, payment_method_uuid, status,
                               start_at, end_at, concerns, description, total_cents, currency, partner_confirmed_at,
                               client_joined_at, partner_joined_at, visit_ended_at, finalized_at, created_at)
     VALUES ($1, 'PAW2H6LM', $2, $3, $4, $5, $6, 'COMPLETED', $7, $8, $9, $10, $11, $12, $7, $7, $7, $8,
             $8::timestamptz + interval '1 hour', $7)`,
    [
      appointment,
      quote,
      visit.client_uuid,
      brooks.uuid,
      visit.pet_uuid,
      visit.payment_method_uuid,
      start,
      end,
      ['LIMPING'],
      'Limping on the left front leg after a long hike.',
      brooks.rate_cents,
      brooks.currency,
    ],
  );
  await tx.query(
    `INSERT INTO record_notes (uuid, appointment_uuid, author_uuid, type, body_1, data, assessment, plan, is_published, created_at, updated_at)
     VALUES ($1, $2, $3, 'DAP', 'Mild soft-tissue sprain, left foreleg',
             'Limping on the left foreleg since a long hike two days ago; bears weight; no swelling seen on video.',
             'Mild soft-tissue sprain of the left foreleg.',
             'Rest and short leash walks for 10 days; recheck in person if still limping after a week.',
             true, $4::timestamptz + interval '1 hour', $4::timestamptz + interval '1 hour')`,
    [randomUUID(), appointment, brooks.uuid, end],
  );
}

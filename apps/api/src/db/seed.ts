import { randomUUID } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import type { Clock } from '../deps';
import type { Database, Queryable } from './database';
import { seedClinics } from './seedClinics';
import { seedClinical } from './seedClinical';
import { seedOrders } from './seedOrders';

/** Every demo account signs in with this password. */
export const DEMO_PASSWORD = 'Pawcall123';

interface SeedPartner {
  email: string;
  first_name: string;
  last_name: string;
  designation: 'VET' | 'TECH';
  slug: string;
  timezone: string;
  rate_cents: number;
  currency: 'USD' | 'CAD' | 'GBP';
  species: string[];
  languages: string[];
  areas: string[];
  licences: Array<[jurisdiction: string, country: string]>;
  bio: string;
  school: [string, number];
  rating: number;
  rating_count: number;
  min_advance_notice?: number;
  /** weekday (0 = Sunday) → [start hour, end hour] in the partner's time zone. */
  hours: Record<number, [number, number]>;
  photo?: string;
}

const everyDay = (start: number, end: number): Record<number, [number, number]> =>
  Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [d, [start, end]]));
const weekdays = (
  start: number,
  end: number,
  saturday?: [number, number],
): Record<number, [number, number]> => {
  const hours: Record<number, [number, number]> = Object.fromEntries(
    [1, 2, 3, 4, 5].map((d) => [d, [start, end]]),
  );
  if (saturday) hours[6] = saturday;
  return hours;
};

/**
 * Photos: none are bundled (no binary assets in the repo); a null photo shows the partner's
 * initials in the web app.
 */
export const SEED_PARTNERS: SeedPartner[] = [
  {
    email: 'dr.chen@pawcall.test',
    first_name: 'Emily',
    last_name: 'Chen',
    designation: 'VET',
    slug: 'dr-emily-chen',
    timezone: 'America/Toronto',
    rate_cents: 7500,
    currency: 'CAD',
    species: ['DOG', 'CAT', 'SMALL_MAMMAL'],
    languages: ['en', 'zh'],
    areas: ['Dermatology', 'Nutrition', 'Preventive'],
    licences: [
      ['ON', 'CA'],
      ['BC', 'CA'],
      ['NY', 'US'],
    ],
    bio: 'Small-animal vet with twelve years in general practice. I help with itchy skin, tummy troubles and the questions that keep you up at night.',
    school: ['Ontario Veterinary College', 2013],
    rating: 4.9,
    rating_count: 214,
    hours: weekdays(8, 20, [9, 15]),
  },
  {
    email: 'dr.brooks@pawcall.test',
    first_name: 'Amelia',
    last_name: 'Brooks',
    designation: 'VET',
    slug: 'dr-amelia-brooks',
    timezone: 'America/Los_Angeles',
    rate_cents: 9500,
    currency: 'USD',
    species: ['DOG', 'CAT', 'HORSE'],
    languages: ['en', 'es'],
    areas: ['Emergency', 'Behavior', 'Cardiology'],
    licences: [
      ['CA', 'US'],
      ['NY', 'US'],
    ],
    bio: 'Emergency and critical-care vet. If something feels urgent, I will help you decide what to do next, tonight.',
    school: ['UC Davis School of Veterinary Medicine', 2010],
    rating: 4.8,
    rating_count: 389,
    hours: everyDay(7, 22),
  },
  {
    email: 'dr.tremblay@pawcall.test',
    first_name: 'Julien',
    last_name: 'Tremblay',
    designation: 'VET',
    slug: 'dr-julien-tremblay',
    timezone: 'America/Toronto',
    rate_cents: 6500,
    currency: 'CAD',
    species: ['DOG', 'CAT', 'BIRD', 'REPTILE_AMPHIBIAN'],
    languages: ['fr', 'en'],
    areas: ['Alternative Medicine', 'Dentistry'],
    licences: [['QC', 'CA']],
    bio: 'Vétérinaire à Montréal, en français ou en anglais. Birds and reptiles welcome as much as cats and dogs.',
    school: ['Faculté de médecine vétérinaire, Université de Montréal', 2016],
    rating: 4.7,
    rating_count: 96,
    hours: everyDay(8, 21),
  },
  {
    email: 'dr.raman@pawcall.test',
    first_name: 'Priya',
    last_name: 'Raman',
    designation: 'VET',
    slug: 'dr-priya-raman',
    timezone: 'America/Chicago',
    rate_cents: 8500,
    currency: 'USD',
    species: ['DOG', 'CAT', 'FARM_ANIMAL'],
    languages: ['en', 'ta', 'hi'],
    areas: ['Endocrinology', 'Oncology', 'End of life'],
    licences: [
      ['TX', 'US'],
      ['NY', 'US'],
    ],
    bio: 'Internal medicine is my passion: diabetes, thyroid, kidney and the long conversations chronic illness needs.',
    school: ['Texas A&M College of Veterinary Medicine', 2012],
    rating: 4.9,
    rating_count: 172,
    hours: everyDay(6, 22),
  },
  {
    email: 'dr.hughes@pawcall.test',
    first_name: 'Oliver',
    last_name: 'Hughes',
    designation: 'VET',
    slug: 'dr-oliver-hughes',
    timezone: 'Europe/London',
    rate_cents: 4500,
    currency: 'GBP',
    species: ['DOG', 'CAT', 'SMALL_MAMMAL'],
    languages: ['en'],
    areas: ['Preventive', 'Parasitology'],
    licences: [['ENG', 'GB']],
    bio: 'Village vet from the Cotswolds. Rabbits, guinea pigs and elderly dogs are my favourite patients.',
    school: ['Royal Veterinary College', 2014],
    rating: 4.6,
    rating_count: 58,
    hours: everyDay(7, 21),
  },
  {
    email: 'dr.okafor@pawcall.test',
    first_name: 'Hannah',
    last_name: 'Okafor',
    designation: 'VET',
    slug: 'dr-hannah-okafor',
    timezone: 'America/Vancouver',
    rate_cents: 5500,
    currency: 'CAD',
    species: ['BIRD', 'FISH', 'OTHER_EXOTIC', 'REPTILE_AMPHIBIAN'],
    languages: ['en', 'yo'],
    areas: ['Microbiology', 'Toxicology'],
    licences: [['BC', 'CA']],
    bio: 'Exotics vet: parrots, geckos, axolotls and aquarium fish. Tell me about your unusual friend.',
    school: ['Western College of Veterinary Medicine', 2018],
    rating: 4.8,
    rating_count: 41,
    hours: everyDay(8, 22),
  },
  {
    email: 'sam.rivera@pawcall.test',
    first_name: 'Sam',
    last_name: 'Rivera',
    designation: 'TECH',
    slug: 'sam-rivera-rvt',
    timezone: 'America/Denver',
    rate_cents: 4500,
    currency: 'USD',
    species: ['DOG', 'CAT'],
    languages: ['en', 'es'],
    areas: ['Nutrition', 'Behavior'],
    licences: [
      ['CA', 'US'],
      ['TX', 'US'],
    ],
    bio: 'Registered veterinary technician. Puppy and kitten questions, diet plans and behaviour tips.',
    school: ['Pima Medical Institute', 2019],
    rating: 4.7,
    rating_count: 133,
    hours: everyDay(7, 22),
  },
  {
    email: 'jordan.lee@pawcall.test',
    first_name: 'Jordan',
    last_name: 'Lee',
    designation: 'TECH',
    slug: 'jordan-lee-rvt',
    timezone: 'America/Toronto',
    // Free: the demo path for a zero total that needs no card.
    rate_cents: 0,
    currency: 'CAD',
    species: ['DOG', 'CAT', 'SMALL_MAMMAL'],
    languages: ['en', 'ko'],
    areas: ['Preventive', 'Dentistry'],
    licences: [['ON', 'CA']],
    bio: 'Registered veterinary technician offering free wellness check-ins: vaccines, dental care and everyday questions.',
    school: ['Seneca College', 2020],
    rating: 4.5,
    rating_count: 27,
    hours: everyDay(7, 22),
  },
];

async function insertUser(
  db: Queryable,
  values: {
    type: 'CLIENT' | 'PARTNER';
    status: string;
    email: string;
    first_name: string;
    last_name: string;
    designation?: 'VET' | 'TECH';
    timezone: string;
    locale?: string;
    photo_url?: string | null;
  },
  passwordHash: string,
  now: Date,
): Promise<string> {
  const uuid = randomUUID();
  await db.query(
    `INSERT INTO users (uuid, type, status, email, email_verified, password_hash, first_name, last_name, designation, post_nominal,
                        locale, timezone, photo_url, created_at)
     VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      uuid,
      values.type,
      values.status,
      values.email,
      passwordHash,
      values.first_name,
      values.last_name,
      values.designation ?? null,
      values.designation === 'VET' ? 'DVM' : values.designation === 'TECH' ? 'RVT' : null,
      values.locale ?? 'en-US',
      values.timezone,
      values.photo_url ?? null,
      now,
    ],
  );
  return uuid;
}

async function insertPet(
  db: Queryable,
  owner: string,
  pet: {
    name: string;
    species: string;
    breed: string;
    gender: 'MALE' | 'FEMALE';
    birthday: string;
    fixed: boolean;
    kg: number;
    /** Part 1 §3's colours (migration 015). */
    color?: string;
    secondaryColor?: string;
  },
  now: Date,
): Promise<string> {
  const uuid = randomUUID();
  await db.query(
    `INSERT INTO pets (uuid, owner_uuid, name, species, breed, gender, birthday_on, spayed_neutered, weight_value, weight_is_metric,
                       weight_created_at, created_at, color, secondary_color)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, true, $10, $10, $11, $12)`,
    [
      uuid,
      owner,
      pet.name,
      pet.species,
      pet.breed,
      pet.gender,
      pet.birthday,
      pet.fixed,
      pet.kg,
      now,
      pet.color ?? null,
      pet.secondaryColor ?? null,
    ],
  );
  return uuid;
}

async function insertCard(
  db: Queryable,
  owner: string,
  card: { token: string; brand: string; last4: string; isDefault: boolean; name: string },
  now: Date,
): Promise<string> {
  const uuid = randomUUID();
  await db.query(
    `INSERT INTO payment_methods (uuid, owner_uuid, provider, provider_ref, brand, last4, exp_month, exp_year, name, is_default, created_at)
     VALUES ($1, $2, 'local', $3, $4, $5, 12, $6, $7, $8, $9)`,
    [
      uuid,
      owner,
      card.token,
      card.brand,
      card.last4,
      now.getUTCFullYear() + 4,
      card.name,
      card.isDefault,
      now,
    ],
  );
  return uuid;
}

async function insertBookedAppointment(
  db: Queryable,
  values: {
    client: string;
    partner: SeedPartner & { uuid: string };
    pet: string;
    card: string;
    start: Date;
    status: string;
    reference: string;
  },
  now: Date,
): Promise<void> {
  const quoteUuid = randomUUID();
  const end = new Date(values.start.getTime() + 30 * 60_000);
  await db.query(
    `INSERT INTO quotes (uuid, partner_uuid, client_uuid, start_at, end_at, expires_at, fee_cents, currency, pet_uuid, payment_method_uuid,
                         platform, booked_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'WEB', $6, $6)`,
    [
      quoteUuid,
      values.partner.uuid,
      values.client,
      values.start,
      end,
      now,
      values.partner.rate_cents,
      values.partner.currency,
      values.pet,
      values.card,
    ],
  );
  await db.query(
    `INSERT INTO appointments (uuid, reference_id, quote_uuid, client_uuid, partner_uuid, pet_uuid, payment_method_uuid, status, start_at,
                               end_at, concerns, description, total_cents, currency, partner_confirmed_at, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $15)`,
    [
      randomUUID(),
      values.reference,
      quoteUuid,
      values.client,
      values.partner.uuid,
      values.pet,
      values.card,
      values.status,
      values.start,
      end,
      ['Skin and coat'],
      'Scratching his ears a lot since our camping trip.',
      values.partner.rate_cents,
      values.partner.currency,
      now,
    ],
  );
}

/** Demo data: partners with weekly hours, three clients (one inactive), pets, test cards, two appointments. */
export async function seed(db: Database, clock: Clock): Promise<void> {
  const now = clock.now();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const partners: Array<SeedPartner & { uuid: string }> = [];
    for (const partner of SEED_PARTNERS) {
      const uuid = await insertUser(
        tx,
        { type: 'PARTNER', status: 'ACTIVE', ...partner, photo_url: partner.photo ?? null },
        passwordHash,
        now,
      );
      await tx.query(
        `INSERT INTO partners (user_uuid, uri_slug, rate_cents, currency, bio, languages, areas_of_interest, species_treated,
                               min_advance_notice, school_name, school_year, rating, rating_count)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
        [
          uuid,
          partner.slug,
          partner.rate_cents,
          partner.currency,
          partner.bio,
          partner.languages,
          partner.areas,
          partner.species,
          partner.min_advance_notice ?? 30,
          partner.school[0],
          partner.school[1],
          partner.rating,
          partner.rating_count,
        ],
      );
      for (const [index, [jurisdiction, country]] of partner.licences.entries()) {
        await tx.query(
          `INSERT INTO licences (uuid, partner_uuid, jurisdiction, country, number, expires_on, is_active)
           VALUES ($1, $2, $3, $4, $5, $6, true)`,
          [
            randomUUID(),
            uuid,
            jurisdiction,
            country,
            `${jurisdiction}-${String(10_000 + partners.length * 97 + index * 13).padStart(6, '0')}`,
            `${now.getUTCFullYear() + 2}-06-30`,
          ],
        );
      }
      for (const [weekday, [start, end]] of Object.entries(partner.hours)) {
        await tx.query(
          'INSERT INTO availability_rules (uuid, partner_uuid, weekday, start_minute, end_minute) VALUES ($1, $2, $3, $4, $5)',
          [randomUUID(), uuid, Number(weekday), start * 60, end * 60],
        );
      }
      partners.push({ ...partner, uuid });
    }

    const olivia = await insertUser(
      tx,
      {
        type: 'CLIENT',
        status: 'ACTIVE',
        email: 'olivia@pawcall.test',
        first_name: 'Olivia',
        last_name: 'Martin',
        timezone: 'America/Toronto',
      },
      passwordHash,
      now,
    );
    const biscuit = await insertPet(
      tx,
      olivia,
      {
        name: 'Biscuit',
        species: 'DOG',
        breed: 'Golden Retriever',
        gender: 'MALE',
        birthday: '2019-05-14',
        fixed: true,
        kg: 32,
        color: 'GOLD',
      },
      now,
    );
    const miso = await insertPet(
      tx,
      olivia,
      {
        name: 'Miso',
        species: 'CAT',
        breed: 'Domestic Shorthair',
        gender: 'FEMALE',
        birthday: '2021-02-03',
        fixed: true,
        kg: 4.2,
        color: 'GRAY',
        secondaryColor: 'WHITE',
      },
      now,
    );
    const oliviaVisa = await insertCard(
      tx,
      olivia,
      { token: 'pm_card_visa', brand: 'visa', last4: '4242', isDefault: true, name: 'Olivia Martin' },
      now,
    );
    await insertCard(
      tx,
      olivia,
      {
        token: 'pm_card_chargeDeclined',
        brand: 'visa',
        last4: '0002',
        isDefault: false,
        name: 'Olivia Martin',
      },
      now,
    );
    await insertCard(
      tx,
      olivia,
      {
        token: 'pm_card_authenticationRequired',
        brand: 'visa',
        last4: '3184',
        isDefault: false,
        name: 'Olivia Martin',
      },
      now,
    );

    const noah = await insertUser(
      tx,
      {
        type: 'CLIENT',
        status: 'ACTIVE',
        email: 'noah@pawcall.test',
        first_name: 'Noah',
        last_name: 'Singh',
        timezone: 'America/New_York',
      },
      passwordHash,
      now,
    );
    await insertPet(
      tx,
      noah,
      {
        name: 'Pepper',
        species: 'DOG',
        breed: 'Beagle',
        gender: 'FEMALE',
        birthday: '2020-09-01',
        fixed: true,
        kg: 11,
      },
      now,
    );
    await insertCard(
      tx,
      noah,
      { token: 'pm_card_visa', brand: 'visa', last4: '4242', isDefault: true, name: 'Noah Singh' },
      now,
    );

    const inactive = await insertUser(
      tx,
      {
        type: 'CLIENT',
        status: 'INACTIVE',
        email: 'inactive@pawcall.test',
        first_name: 'Ivy',
        last_name: 'Stone',
        timezone: 'America/Toronto',
      },
      passwordHash,
      now,
    );
    await insertPet(
      tx,
      inactive,
      {
        name: 'Shadow',
        species: 'CAT',
        breed: 'Maine Coon',
        gender: 'MALE',
        birthday: '2018-11-20',
        fixed: true,
        kg: 7.5,
      },
      now,
    );
    await insertCard(
      tx,
      inactive,
      { token: 'pm_card_visa', brand: 'visa', last4: '4242', isDefault: true, name: 'Ivy Stone' },
      now,
    );

    // One past and one upcoming appointment so the appointment list has something in both tabs.
    const halfHour = 30 * 60_000;
    const aligned = Math.floor(now.getTime() / halfHour) * halfHour;
    const chen = partners.find((p) => p.email === 'dr.chen@pawcall.test') as SeedPartner & { uuid: string };
    const brooks = partners.find((p) => p.email === 'dr.brooks@pawcall.test') as SeedPartner & {
      uuid: string;
    };
    await insertBookedAppointment(
      tx,
      {
        client: olivia,
        partner: chen,
        pet: biscuit,
        card: oliviaVisa,
        start: new Date(aligned - 7 * 86_400_000),
        status: 'COMPLETED',
        reference: 'PAW7Q2K9',
      },
      now,
    );
    await insertBookedAppointment(
      tx,
      {
        client: olivia,
        partner: brooks,
        pet: biscuit,
        card: oliviaVisa,
        start: new Date(aligned + 3 * 86_400_000),
        status: 'CONFIRMED',
        reference: 'PAW3M8X4',
      },
      now,
    );

    // Appointments and the video visit. A visit with Dr. Chen that opens for joining a few
    // minutes after the seed runs (the room opens 10 minutes before start), so a fresh `pnpm start`
    // can be joined by olivia@ and dr.chen@ at once; it stays joinable until 35 minutes after seeding.
    await insertBookedAppointment(
      tx,
      {
        client: olivia,
        partner: chen,
        pet: biscuit,
        card: oliviaVisa,
        start: new Date(now.getTime() + 5 * 60_000),
        status: 'CONFIRMED',
        reference: 'PAWV5T8N',
      },
      now,
    );
    // A held visit whose record Dr. Chen has not finalized yet: the action-needed tab.
    await insertBookedAppointment(
      tx,
      {
        client: olivia,
        partner: chen,
        pet: miso,
        card: oliviaVisa,
        start: new Date(aligned - 2 * 86_400_000),
        status: 'COMPLETED',
        reference: 'PAW4R6DX',
      },
      now,
    );
    await tx.query(
      `UPDATE appointments SET client_joined_at = start_at, partner_joined_at = start_at, visit_ended_at = end_at
        WHERE reference_id IN ('PAW7Q2K9', 'PAW4R6DX')`,
    );
    // The completed visit a week ago has a finalized DAP record, released to Olivia.
    await tx.query(
      `UPDATE appointments SET finalized_at = end_at + interval '1 hour' WHERE reference_id = 'PAW7Q2K9'`,
    );
    await tx.query(
      `INSERT INTO record_notes (uuid, appointment_uuid, author_uuid, type, body_1, data, assessment, plan, is_published, created_at, updated_at)
       SELECT $1, a.uuid, a.partner_uuid, 'DAP', 'Otitis externa, right ear',
              'Scratching the right ear for 5 days after camping; head shaking; mild odour reported.',
              'Likely otitis externa, yeast or bacterial; no sign of a foreign body on video.',
              'Ear cleaner twice daily for 7 days; in-clinic cytology if no better in 7 days.',
              true, a.end_at + interval '1 hour', a.end_at + interval '1 hour'
         FROM appointments a WHERE a.reference_id = 'PAW7Q2K9'`,
      [randomUUID()],
    );
  });
  await seedAccounts(db, now, passwordHash);
  await seedClinical(db, now);
  await seedOrders(db, now);
  await seedClinics(db);
  await seedGlobalClient(db, now, passwordHash);
}

/**
 * A global client: Mia lives in Australia, outside the local markets, so her account has
 * no invite page (nor prescriptions or shop checkout). Active, with a pet and a verified phone.
 */
async function seedGlobalClient(db: Database, now: Date, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const mia = await insertUser(
      tx,
      {
        type: 'CLIENT',
        status: 'ACTIVE',
        email: 'global@pawcall.test',
        first_name: 'Mia',
        last_name: 'Tan',
        timezone: 'Australia/Sydney',
      },
      passwordHash,
      now,
    );
    await tx.query(
      `UPDATE users SET region_country = 'AU', is_global = true, phone_uuid = $2, phone_number = '+61255501234',
         phone_verified = true, password_changed_at = $3 WHERE uuid = $1`,
      [mia, randomUUID(), now],
    );
    await tx.query(
      `INSERT INTO addresses (uuid, user_uuid, address_1, city, postal, province, country, created_at, updated_at)
       VALUES ($1, $2, '1 Macquarie St', 'Sydney', '2000', 'NSW', 'AU', $3, $3)`,
      [randomUUID(), mia, now],
    );
    await insertPet(
      tx,
      mia,
      {
        name: 'Kiwi',
        species: 'BIRD',
        breed: 'Cockatiel',
        gender: 'FEMALE',
        birthday: '2021-03-02',
        fixed: false,
        kg: 0.1,
      },
      now,
    );
  });
}

/**
 * Accounts: demo clients get a verified phone and a profile address (so booking's
 * location step is prefilled), Olivia gets notifications, a vet is still onboarding, and one
 * organisation signs in through its own identity provider.
 */
async function seedAccounts(db: Database, now: Date, passwordHash: string): Promise<void> {
  await db.transaction(async (tx) => {
    const clients: Array<[email: string, phone: string, address: [string, string, string, string, string]]> =
      [
        ['olivia@pawcall.test', '+14165550134', ['120 Queen St W', 'Toronto', 'M5H 2N2', 'ON', 'CA']],
        ['noah@pawcall.test', '+12125550187', ['350 5th Ave', 'New York', '10118', 'NY', 'US']],
        ['inactive@pawcall.test', '+14165550199', ['1 Yonge St', 'Toronto', 'M5E 1E5', 'ON', 'CA']],
      ];
    for (const [email, phone, [street, city, postal, province, country]] of clients) {
      const [user] = await tx.query<{ uuid: string }>(
        `UPDATE users SET phone_uuid = $2, phone_number = $3, phone_verified = true, password_changed_at = $4
         WHERE email = $1 RETURNING uuid`,
        [email, randomUUID(), phone, now],
      );
      if (!user) continue;
      await tx.query(
        `INSERT INTO addresses (uuid, user_uuid, address_1, city, postal, province, country, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8)`,
        [randomUUID(), user.uuid, street, city, postal, province, country, now],
      );
    }
    const [olivia] = await tx.query<{ uuid: string }>(
      "SELECT uuid FROM users WHERE email = 'olivia@pawcall.test'",
    );
    if (olivia) {
      const notes: Array<
        [
          type: string,
          body: string,
          resource: string | null,
          link: string | null,
          hoursAgo: number,
          read: boolean,
        ]
      > = [
        [
          'AppointmentBooked',
          'Your appointment with Dr. Chen is confirmed.',
          'PAWV5T8N',
          '/cx/appointments/PAWV5T8N',
          1,
          false,
        ],
        [
          'AppointmentReminder',
          'Your appointment with Dr. Chen starts soon.',
          'PAWV5T8N',
          '/cx/appointments/PAWV5T8N',
          2,
          false,
        ],
        ['NewsNotification', 'New: book a chat appointment with a vet tech.', null, null, 30, false],
        [
          'AppointmentBooked',
          "Dr. Chen's notes from your visit are ready.",
          'PAW7Q2K9',
          '/cx/appointments/PAW7Q2K9',
          150,
          true,
        ],
      ];
      for (const [type, body, resource, link, hoursAgo, read] of notes) {
        const sentAt = new Date(now.getTime() - hoursAgo * 3_600_000);
        await tx.query(
          `INSERT INTO notifications (uuid, user_uuid, type, resource_id, body, link, sent_at, read_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [randomUUID(), olivia.uuid, type, resource, body, link, sentAt, read ? sentAt : null],
        );
      }
    }
    if (olivia) await seedAccountSettings(tx, olivia.uuid, now);
    await tx.query(
      `INSERT INTO users (uuid, type, status, email, email_verified, password_hash, first_name, last_name, locale, timezone, created_at, password_changed_at)
       VALUES ($1, 'PARTNER', 'ONBOARDING', 'new.vet@pawcall.test', true, $2, 'Robin', 'Ortiz', 'en-US', 'America/Toronto', $3, $3)`,
      [randomUUID(), passwordHash, now],
    );
    await tx.query(
      `INSERT INTO sso_organizations (slug, name, sign_in_url) VALUES ('northside-vets', 'Northside Veterinary Group', '/auth/login?organization=northside-vets')`,
    );
  });
}

/**
 * Account settings: Olivia's wallet holds a gift card, a voucher and a promo code
 * (WELCOME10 works at checkout), and she has invited one friend who has not signed up yet.
 */
async function seedAccountSettings(tx: Queryable, oliviaUuid: string, now: Date): Promise<void> {
  const inAYear = new Date(now.getTime() + 365 * 86_400_000);
  const items: Array<
    [
      kind: string,
      code: string,
      description: string,
      balance: number | null,
      left: number | null,
      percent: number | null,
    ]
  > = [
    ['GIFT_CARD', 'GC-7K2Q9XWM', 'Holiday gift card from Emma', 5000, null, null],
    ['VOUCHER', 'PLUS-3VISITS', 'Pawcall Plus: 3 video appointments', null, 3, null],
    ['PROMO_CODE', 'WELCOME10', '10% off your next appointment', null, null, 10],
  ];
  for (const [kind, code, description, balance, left, percent] of items) {
    await tx.query(
      `INSERT INTO wallet_items (uuid, owner_uuid, kind, code, description, balance_cents, currency, appointments_left, percent_off, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        randomUUID(),
        oliviaUuid,
        kind,
        code,
        description,
        balance,
        balance === null ? null : 'USD',
        left,
        percent,
        kind === 'PROMO_CODE' ? null : inAYear,
        now,
      ],
    );
  }
  await tx.query(
    `INSERT INTO referrals (uuid, referrer_uuid, friend_email, status, currency, created_at)
     VALUES ($1, $2, 'sam.rivera@example.com', 'SENT', 'USD', $3)`,
    [randomUUID(), oliviaUuid, new Date(now.getTime() - 3 * 86_400_000)],
  );
}

export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
  return (row?.n ?? 0) === 0;
}

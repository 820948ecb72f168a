import { randomUUID } from 'node:crypto';
import type { Database } from './database';

/** Demo clinics for the home clinic search, in the demo clients' cities. */
export const SEED_CLINICS: Array<{
  name: string;
  email: string;
  phone: string;
  address_1: string;
  city: string;
  province: string;
  country: string;
}> = [
  {
    name: 'Queen West Animal Hospital',
    email: 'frontdesk@queenwestvets.test',
    phone: '+14165550111',
    address_1: '831 Queen St W',
    city: 'Toronto',
    province: 'ON',
    country: 'CA',
  },
  {
    name: 'Riverdale Veterinary Clinic',
    email: 'hello@riverdalevet.test',
    phone: '+14165550122',
    address_1: '651 Queen St E',
    city: 'Toronto',
    province: 'ON',
    country: 'CA',
  },
  {
    name: 'Clinique vétérinaire du Plateau',
    email: 'accueil@cliniqueplateau.test',
    phone: '+15145550133',
    address_1: '4500 rue Saint-Denis',
    city: 'Montréal',
    province: 'QC',
    country: 'CA',
  },
  {
    name: 'Hudson Street Animal Clinic',
    email: 'care@hudsonanimal.test',
    phone: '+12125550144',
    address_1: '88 Hudson St',
    city: 'New York',
    province: 'NY',
    country: 'US',
  },
  {
    name: 'Brooklyn Heights Pet Hospital',
    email: 'team@bkheightspets.test',
    phone: '+17185550155',
    address_1: '120 Court St',
    city: 'Brooklyn',
    province: 'NY',
    country: 'US',
  },
];

export async function seedClinics(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    for (const clinic of SEED_CLINICS) {
      await tx.query(
        `INSERT INTO clinics (uuid, name, email, phone, address_1, city, province, country)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          randomUUID(),
          clinic.name,
          clinic.email,
          clinic.phone,
          clinic.address_1,
          clinic.city,
          clinic.province,
          clinic.country,
        ],
      );
    }
  });
}

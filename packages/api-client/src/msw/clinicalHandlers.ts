import { HttpResponse, http } from 'msw';
import type { DiagnosticKit, Offer, PetHistoryItem, ProductRecommendation } from '../clinicalOperations';
import type { Appointment } from '../types';
import type { MockApiState } from './handlers';

// The wording of the server's messages (apps/api/src/i18n), for the engine's answers.
export const clinicalMessages = {
  notFound: "We couldn't find this appointment.",
  noPrescription: 'There is no prescription on this appointment.',
  prescriptionExpired: 'This prescription has expired.',
  kitAlready: 'This kit is already recommended on this appointment.',
};

const success = <T>(data: T, status = 200) =>
  HttpResponse.json({ status: 'success' as const, data }, { status });
const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ status: 'error' as const, code, message }, { status });

const kit = (
  uuid: string,
  family: string,
  species: 'DOG' | 'CAT',
  name: string,
  cents: number,
): DiagnosticKit => ({
  uuid,
  name,
  short_name: name,
  price: { amount: cents, currency: 'USD' },
  provider_type: 'PAWCALL',
  sku: `DK-${family.replaceAll('_', '-')}-${species}`,
  parent: family,
  species: [species],
  recommended_at: null,
});

/** The seed's kits (apps/api/src/db/seedClinical.ts). */
export const mockDiagnosticKits: DiagnosticKit[] = [
  kit('7a1e0c52-0d1b-4c55-9b1e-3f9d2b6a0e01', 'EAR_INFECTION', 'DOG', 'Ear infection kit for dogs', 8900),
  kit('7a1e0c52-0d1b-4c55-9b1e-3f9d2b6a0e02', 'SKIN_AND_ITCH', 'DOG', 'Skin and itch kit for dogs', 9900),
  kit('7a1e0c52-0d1b-4c55-9b1e-3f9d2b6a0e03', 'STOOL', 'DOG', 'Stool test bundle for dogs', 6900),
  kit('7a1e0c52-0d1b-4c55-9b1e-3f9d2b6a0e04', 'EAR_INFECTION', 'CAT', 'Ear infection kit for cats', 8900),
  kit('7a1e0c52-0d1b-4c55-9b1e-3f9d2b6a0e05', 'SKIN_AND_ITCH', 'CAT', 'Skin and itch kit for cats', 9900),
  kit('7a1e0c52-0d1b-4c55-9b1e-3f9d2b6a0e06', 'STOOL', 'CAT', 'Stool test bundle for cats', 6900),
];

export const mockProducts: ProductRecommendation[] = [
  {
    uuid: '8b2f1d63-1e2c-4d66-8c2f-4a0e3c7b1f01',
    name: 'Omega-3 skin and coat supplement',
    short_name: 'Omega-3',
    sku: 'PR-OMEGA3',
    price: { amount: 2999, currency: 'USD' },
    provider_type: 'PAWCALL',
    matched_concerns: ['Skin or itching'],
  },
  {
    uuid: '8b2f1d63-1e2c-4d66-8c2f-4a0e3c7b1f02',
    name: 'Probiotic powder, 30 sachets',
    short_name: 'Probiotic',
    sku: 'PR-PROBIOTIC',
    price: { amount: 3499, currency: 'USD' },
    provider_type: 'PAWCALL',
    matched_concerns: [],
  },
];

/** An upgrade offer after the engine's completed appointment (PWC0PAST1), valid for a week. */
export function mockUpgradeOffer(reference: string, now = Date.now()): Offer {
  return {
    uuid: '9c3a2e74-2f3d-4e77-9d3a-5b1f4d8c2a01',
    type: 'APPOINTMENT_UPGRADE',
    valid_until: new Date(now + 7 * 86_400_000).toISOString(),
    appointment_reference_id: reference,
    data: {
      items: [
        {
          name: 'PLUS',
          appointments: 3,
          amount: { amount: 11900, currency: 'USD' },
          subtotal: { amount: 7900, currency: 'USD' },
        },
      ],
    },
  };
}

const awaitingVet = (a: Appointment) =>
  a.status === 'CONFIRMED' &&
  !a.partner_confirmed_at &&
  !a.partner_declined_at &&
  Date.parse(a.end_at) > Date.now();

const historyItem = (a: Appointment): PetHistoryItem => ({
  reference_id: a.reference_id,
  status: a.status,
  start_at: a.start_at,
  end_at: a.end_at,
  partner_name: `Dr. ${a.partner.first_name} ${a.partner.last_name}`,
  concerns: a.concerns,
  finalized_at: a.finalized_at ?? null,
  summary: a.finalized_at ? a.description : null,
});

/**
 * The clinical calls in the engine: inquiries, the accelerator, the pet's history, the prescription
 * link, kits, product recommendations and the upgrade offer, over the engine's appointments.
 */
export function clinicalHandlers(state: MockApiState) {
  const recommended = new Map<string, string>();
  const find = (ref: unknown) => state.appointments.find((a) => a.reference_id === ref);
  const inquiryList = (request: Request) => {
    const perPage = Number(new URL(request.url).searchParams.get('per_page') ?? 10);
    const all = state.appointments.filter(awaitingVet);
    return success({ items: all.slice(0, perPage), per_page: perPage, total: all.length });
  };
  return [
    http.get('*/api/v1/cx/appointments/inquiry', ({ request }) => inquiryList(request)),
    http.get('*/api/v1/px/appointments/inquiry', ({ request }) => inquiryList(request)),
    http.get('*/api/v1/px/appointments/accelerator', () =>
      success({
        eligible: true,
        active: true,
        eligible_at: new Date(Date.now() - 3 * 86_400_000).toISOString(),
        valid_until: new Date(Date.now() + 27 * 86_400_000).toISOString(),
        limit: 5,
        used: 0,
        remaining: 5,
        items: state.appointments.filter((a) => a.total.amount === 0 && a.status !== 'CANCELLED'),
      }),
    ),
    http.get('*/api/v1/appointments/:ref/pet/appointments', ({ params }) => {
      const current = find(params.ref);
      if (!current) return error(404, 'NOT_FOUND', clinicalMessages.notFound);
      const items = state.appointments
        .filter((a) => a.pet.uuid === current.pet.uuid && a.reference_id !== current.reference_id)
        .sort((a, b) => Date.parse(b.start_at) - Date.parse(a.start_at))
        .map(historyItem);
      return success({
        pet: { uuid: current.pet.uuid, name: current.pet.name, species: current.pet.species },
        items,
        page: 1,
        per_page: 10,
        total: items.length,
      });
    }),
    http.get('*/api/v1/appointments/:ref/pet/appointments/:selected', ({ params }) => {
      const current = find(params.ref);
      const selected = find(params.selected);
      if (!current || !selected || selected.pet.uuid !== current.pet.uuid)
        return error(404, 'NOT_FOUND', clinicalMessages.notFound);
      return success({ ...historyItem(selected), description: selected.description, record: [] });
    }),
    http.get('*/api/v1/px/appointments/:ref/prescription', ({ params }) => {
      const appointment = find(params.ref);
      if (!appointment?.finalized_at) return error(404, 'NOT_FOUND', clinicalMessages.noPrescription);
      return success({
        url: `/api/v1/documents/prescription/${appointment.reference_id}.pdf?u=mock&expires=0&sig=mock`,
        expires_at: new Date(Date.now() + 600_000).toISOString(),
        prescription: {
          uuid: '6d4b3f85-3a4e-4f88-8e4b-6c2a5e9d3b01',
          medication_name: 'Mometamax otic suspension',
          expires_at: new Date(Date.now() + 180 * 86_400_000).toISOString(),
        },
      });
    }),
    http.get('*/api/v1/px/products/recommendations', () => success({ items: mockProducts })),
    http.get('*/api/v1/px/appointments/:ref/diagnostic-kits', ({ params }) => {
      const appointment = find(params.ref);
      const species = appointment?.pet.species ?? 'DOG';
      return success({
        items: mockDiagnosticKits
          .filter((k) => k.species.includes(species))
          .map((k) => ({ ...k, recommended_at: recommended.get(`${params.ref}:${k.uuid}`) ?? null })),
      });
    }),
    http.post('*/api/v1/px/appointments/:ref/diagnostic-kit/:productUuid', ({ params }) => {
      const found = mockDiagnosticKits.find((k) => k.uuid === params.productUuid);
      if (!found) return error(404, 'NOT_FOUND', "We couldn't find this product.");
      const key = `${params.ref}:${found.uuid}`;
      if (recommended.has(key)) return error(409, 'NOT_ALLOWED', clinicalMessages.kitAlready);
      recommended.set(key, new Date().toISOString());
      return success({ ...found, recommended_at: recommended.get(key) ?? null }, 201);
    }),
    http.get('*/api/v1/cx/offers/appointment-upgrade', ({ request }) => {
      const reference = new URL(request.url).searchParams.get('appointment_reference_id');
      const appointment = find(reference);
      return success(appointment?.status === 'COMPLETED' ? mockUpgradeOffer(appointment.reference_id) : null);
    }),
  ];
}

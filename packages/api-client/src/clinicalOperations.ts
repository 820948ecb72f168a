import type { ApiClients } from './clients';
import type { components } from './generated/v1';
import { unwrap } from './operations';

type Schemas = components['schemas'];
export type InquiryList = Schemas['InquiryList'];
export type AcceleratorProgram = Schemas['AcceleratorProgram'];
export type PetHistory = Schemas['PetHistory'];
export type PetHistoryItem = Schemas['PetHistoryItem'];
export type PetHistoryDetail = Schemas['PetHistoryDetail'];
export type DiagnosticKit = Schemas['DiagnosticKit'];
export type ProductRecommendation = Schemas['ProductRecommendation'];
export type Offer = Schemas['Offer'];

const ref = (value: string) => ({ params: { path: { ref: value } } });

/**
 * The clinical calls of an appointment: inquiries, the accelerator, the pet's history,
 * the prescription link, diagnostic kits, product recommendations and the upgrade offer.
 */
export const clinicalApi = {
  listClientInquiries: (c: ApiClients, perPage = 10) =>
    unwrap(c, () => c.v1.GET('/cx/appointments/inquiry', { params: { query: { per_page: perPage } } })),
  listPartnerInquiries: (c: ApiClients, perPage = 10) =>
    unwrap(c, () => c.v1.GET('/px/appointments/inquiry', { params: { query: { per_page: perPage } } })),
  getAcceleratorProgram: (c: ApiClients) => unwrap(c, () => c.v1.GET('/px/appointments/accelerator')),
  listPetAppointments: (c: ApiClients, r: string, page = 1, perPage = 10) =>
    unwrap(c, () =>
      c.v1.GET('/appointments/{ref}/pet/appointments', {
        params: { path: { ref: r }, query: { page, per_page: perPage } },
      }),
    ),
  getPetAppointment: (c: ApiClients, r: string, selected: string) =>
    unwrap(c, () =>
      c.v1.GET('/appointments/{ref}/pet/appointments/{selected}', { params: { path: { ref: r, selected } } }),
    ),
  getPrescriptionLink: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.GET('/px/appointments/{ref}/prescription', ref(r))),
  listProductRecommendations: (c: ApiClients, appointmentReference: string) =>
    unwrap(c, () =>
      c.v1.GET('/px/products/recommendations', {
        params: { query: { appointment_reference_id: appointmentReference } },
      }),
    ),
  listDiagnosticKits: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.GET('/px/appointments/{ref}/diagnostic-kits', ref(r))),
  recommendDiagnosticKit: (c: ApiClients, r: string, productUuid: string) =>
    unwrap(c, () =>
      c.v1.POST('/px/appointments/{ref}/diagnostic-kit/{productUuid}', {
        params: { path: { ref: r, productUuid } },
      }),
    ),
  getAppointmentUpgradeOffer: (c: ApiClients, appointmentReference?: string) =>
    unwrap(c, () =>
      c.v1.GET('/cx/offers/appointment-upgrade', {
        params: { query: appointmentReference ? { appointment_reference_id: appointmentReference } : {} },
      }),
    ),
};

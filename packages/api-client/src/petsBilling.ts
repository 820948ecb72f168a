import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClients } from './ApiProvider';
import type { ApiClients } from './clients';
import type { components, V1Operations } from './generated';
import { unwrap } from './operations';

type Schemas = components['schemas'];
export type PetPhoto = Schemas['PetPhoto'];
export type Clinic = Schemas['Clinic'];
export type HomeClinic = Schemas['HomeClinic'];
export type BillingDetails = Schemas['BillingDetails'];
export type PaymentHistoryQuery = NonNullable<V1Operations['listPaymentHistory']['parameters']['query']>;
export type PaymentHistoryPage = Awaited<ReturnType<typeof petsBillingApi.listPaymentHistory>>;
export type PaymentTransaction = PaymentHistoryPage['items'][number];
export type HomeClinicBody = NonNullable<
  V1Operations['setPetHomeClinic']['requestBody']
>['content']['application/json'];

/** "Up to 5 photos" a pet (spec part 2, section 9); the server enforces it too. */
export const MAX_PET_PHOTOS = 5;

/**
 * Billing and pets (issue 4): pet photos, the home clinic and the payment history (a card's billing
 * details go through api.addPaymentMethod). Only the lazy account screens import it.
 */
export const petsBillingApi = {
  /** multipart/form-data with one part `file`; answers the pet with its photos. */
  uploadPetPhoto: (c: ApiClients, petUuid: string, file: Blob) =>
    unwrap(c, () =>
      c.v1.POST('/cx/pets/{uuid}/photos', {
        params: { path: { uuid: petUuid } },
        body: { file: file as unknown as string },
        bodySerializer: (body) => {
          const form = new FormData();
          form.append('file', body.file as unknown as Blob);
          return form;
        },
      }),
    ),
  removePetPhoto: (c: ApiClients, petUuid: string, photoUuid: string) =>
    unwrap(c, () =>
      c.v1.DELETE('/cx/pets/{uuid}/photos/{photoUuid}', { params: { path: { uuid: petUuid, photoUuid } } }),
    ),
  searchClinics: (c: ApiClients, search: string) =>
    unwrap(c, () => c.v1.GET('/clinics', { params: { query: { search } } })),
  setPetHomeClinic: (c: ApiClients, petUuid: string, body: HomeClinicBody) =>
    unwrap(c, () => c.v1.PUT('/cx/pets/{uuid}/home-clinic', { params: { path: { uuid: petUuid } }, body })),
  clearPetHomeClinic: (c: ApiClients, petUuid: string) =>
    unwrap(c, () => c.v1.DELETE('/cx/pets/{uuid}/home-clinic', { params: { path: { uuid: petUuid } } })),
  listPaymentHistory: (c: ApiClients, query: PaymentHistoryQuery = {}) =>
    unwrap(c, () => c.v1.GET('/cx/payments/history', { params: { query } })),
};

export const petsBillingKeys = {
  clinics: (search: string) => ['clinics', search] as const,
  paymentHistory: (query: PaymentHistoryQuery) => ['cx', 'payments', 'history', query] as const,
};

export const petsBillingQueries = {
  clinics: (c: ApiClients, search: string) =>
    queryOptions({
      queryKey: petsBillingKeys.clinics(search),
      queryFn: () => petsBillingApi.searchClinics(c, search),
    }),
  paymentHistory: (c: ApiClients, query: PaymentHistoryQuery) =>
    queryOptions({
      queryKey: petsBillingKeys.paymentHistory(query),
      queryFn: () => petsBillingApi.listPaymentHistory(c, query),
    }),
};

/** The home clinic search; runs once the client has typed something. */
export function useClinicSearch(search: string) {
  const term = search.trim();
  return useQuery({
    ...petsBillingQueries.clinics(useApiClients(), term),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** One page of the payment history; the previous page stays on screen while the next loads. */
export function usePaymentHistory(query: PaymentHistoryQuery) {
  return useQuery({
    ...petsBillingQueries.paymentHistory(useApiClients(), query),
    placeholderData: keepPreviousData,
  });
}

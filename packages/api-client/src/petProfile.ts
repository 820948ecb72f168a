import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useApiClients } from './ApiProvider';
import type { ApiClients } from './clients';
import type { components, V1Operations } from './generated';
import { unwrap } from './operations';

type Schemas = components['schemas'];
export type PetPhoto = Schemas['PetPhoto'];
export type Clinic = Schemas['Clinic'];
export type HomeClinic = Schemas['HomeClinic'];
export type HomeClinicBody = NonNullable<
  V1Operations['setPetHomeClinic']['requestBody']
>['content']['application/json'];

/** "Up to 5 photos" a pet (spec part 2, section 9); the server enforces it too. */
export const MAX_PET_PHOTOS = 5;

/**
 * A pet's profile beyond its details: its photos and its home clinic (chosen from the clinic
 * search or typed). Only the lazy account screens import it.
 */
export const petProfileApi = {
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
};

export const petProfileKeys = {
  clinics: (search: string) => ['clinics', search] as const,
};

export const petProfileQueries = {
  clinics: (c: ApiClients, search: string) =>
    queryOptions({
      queryKey: petProfileKeys.clinics(search),
      queryFn: () => petProfileApi.searchClinics(c, search),
    }),
};

/** The home clinic search; runs once the client has typed something. */
export function useClinicSearch(search: string) {
  const term = search.trim();
  return useQuery({
    ...petProfileQueries.clinics(useApiClients(), term),
    enabled: term.length > 0,
    placeholderData: keepPreviousData,
  });
}

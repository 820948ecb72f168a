import { HttpResponse, http } from 'msw';
import type { Clinic } from '../petProfile';
import type { Pet } from '../types';
import type { MockApiState } from './handlers';

// The wording of the server's messages (apps/api/src/i18n), for the engine's answers.
export const petProfileMessages = {
  photoLimit: 'Unable to upload more files: a pet can have up to 5 photos.',
  photoCorrupted: 'This image is corrupted. Please choose another one.',
  photoNotRemovable: 'Unable to remove the uploaded file: it may already have been removed.',
  clinicNameRequired: 'Please enter the home clinic name.',
};

export const seedClinics: Clinic[] = [
  {
    uuid: 'c1a0b2c3-d4e5-4f60-8a7b-1c2d3e4f5a01',
    name: 'Queen West Animal Hospital',
    email: 'frontdesk@queenwestvets.test',
    phone: '+14165550111',
    address_1: '831 Queen St W',
    city: 'Toronto',
    province: 'ON',
    country: 'CA',
  },
  {
    uuid: 'c1a0b2c3-d4e5-4f60-8a7b-1c2d3e4f5a02',
    name: 'Riverdale Veterinary Clinic',
    email: 'hello@riverdalevet.test',
    phone: '+14165550122',
    address_1: '651 Queen St E',
    city: 'Toronto',
    province: 'ON',
    country: 'CA',
  },
  {
    uuid: 'c1a0b2c3-d4e5-4f60-8a7b-1c2d3e4f5a04',
    name: 'Hudson Street Animal Clinic',
    email: 'care@hudsonanimal.test',
    phone: '+12125550144',
    address_1: '88 Hudson St',
    city: 'New York',
    province: 'NY',
    country: 'US',
  },
];

const success = <T>(data: T, status = 200) =>
  HttpResponse.json({ status: 'success' as const, data }, { status });
const fail = (data: Record<string, string[]>) =>
  HttpResponse.json({ status: 'fail' as const, data }, { status: 422 });
const error = (status: number, code: string, message: string) =>
  HttpResponse.json({ status: 'error' as const, code, message }, { status });

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/** Pet photos, the clinic search and home clinics, in the mock engine. */
export function petProfileHandlers(state: MockApiState) {
  const findPet = (uuid: unknown) => state.pets.findIndex((pet) => pet.uuid === uuid);
  const savePet = (index: number, changes: Partial<Pet>) => {
    const pet = { ...state.pets[index]!, ...changes };
    state.pets[index] = pet;
    return pet;
  };
  const notFound = () => error(404, 'NOT_FOUND', "We couldn't find this pet.");

  return [
    http.post('*/api/v1/cx/pets/:uuid/photos', async ({ params, request }) => {
      const index = findPet(params.uuid);
      if (index < 0) return notFound();
      const photos = state.pets[index]!.photos ?? [];
      if (photos.length >= 5) return error(409, 'PHOTO_LIMIT', petProfileMessages.photoLimit);
      const file = (await request.formData()).get('file');
      if (!file || typeof file === 'string') return fail({ file: ['Please choose an image to upload.'] });
      // The engine trusts the declared type; the server reads the first bytes.
      if (!IMAGE_TYPES.includes(file.type) || file.size === 0)
        return fail({ file: [petProfileMessages.photoCorrupted] });
      const uuid = crypto.randomUUID();
      const photo = {
        uuid,
        url: `/mock/pet-photos/${uuid}`,
        content_type: file.type as 'image/png',
        size: file.size,
        created_at: new Date().toISOString(),
      };
      return success(savePet(index, { photos: [...photos, photo], has_photo: true }), 201);
    }),
    http.delete('*/api/v1/cx/pets/:uuid/photos/:photoUuid', ({ params }) => {
      const index = findPet(params.uuid);
      if (index < 0) return notFound();
      const photos = state.pets[index]!.photos ?? [];
      if (!photos.some((photo) => photo.uuid === params.photoUuid))
        return error(404, 'NOT_FOUND', petProfileMessages.photoNotRemovable);
      const remaining = photos.filter((photo) => photo.uuid !== params.photoUuid);
      return success(savePet(index, { photos: remaining, has_photo: remaining.length > 0 }));
    }),
    http.get('*/api/v1/clinics', ({ request }) => {
      const term = (new URL(request.url).searchParams.get('search') ?? '').trim().toLowerCase();
      return success(
        state.clinics
          .filter(
            (clinic) => clinic.name.toLowerCase().includes(term) || clinic.city.toLowerCase().includes(term),
          )
          .slice(0, 10),
      );
    }),
    http.put('*/api/v1/cx/pets/:uuid/home-clinic', async ({ params, request }) => {
      const index = findPet(params.uuid);
      if (index < 0) return notFound();
      const body = (await request.json()) as { clinic_uuid?: string | null; name?: string | null };
      if (body.clinic_uuid) {
        const clinic = state.clinics.find((candidate) => candidate.uuid === body.clinic_uuid);
        if (!clinic) return fail({ clinic_uuid: ["We couldn't find this clinic. Please search again."] });
        return success(
          savePet(index, {
            home_clinic_name: clinic.name,
            home_clinic: {
              uuid: clinic.uuid,
              name: clinic.name,
              email: clinic.email,
              phone: clinic.phone,
              city: clinic.city,
              province: clinic.province,
            },
          }),
        );
      }
      const name = body.name?.trim() ?? '';
      if (!name) return fail({ name: [petProfileMessages.clinicNameRequired] });
      return success(
        savePet(index, {
          home_clinic_name: name,
          home_clinic: { uuid: null, name, email: null, phone: null, city: null, province: null },
        }),
      );
    }),
    http.delete('*/api/v1/cx/pets/:uuid/home-clinic', ({ params }) => {
      const index = findPet(params.uuid);
      if (index < 0) return notFound();
      return success(savePet(index, { home_clinic_name: null, home_clinic: null }));
    }),
  ];
}

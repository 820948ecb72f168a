import type { PartnerSummary, SpeciesTreated } from '@pawcall/api-client';
import type { IntlShape } from 'react-intl';

/** "Formal name is 'Dr. {last name}' for vets": the full name with the title for vets, plain for techs. */
export function partnerName(
  intl: IntlShape,
  partner: Pick<PartnerSummary, 'first_name' | 'last_name' | 'designation'>,
) {
  const values = { firstName: partner.first_name, lastName: partner.last_name };
  return partner.designation === 'VET'
    ? intl.formatMessage({ id: 'partner.name.vet' }, values)
    : intl.formatMessage({ id: 'partner.name.tech' }, values);
}

export function designationLabel(intl: IntlShape, designation: PartnerSummary['designation']) {
  return intl.formatMessage({
    id: designation === 'VET' ? 'partner.designation.VET' : 'partner.designation.TECH',
  });
}

export const SPECIES_TREATED: readonly SpeciesTreated[] = [
  'DOG',
  'CAT',
  'BIRD',
  'FISH',
  'HORSE',
  'FARM_ANIMAL',
  'REPTILE_AMPHIBIAN',
  'SMALL_MAMMAL',
  'OTHER_EXOTIC',
];

export function speciesLabel(intl: IntlShape, species: SpeciesTreated) {
  return intl.formatMessage({ id: `species.${species}` as 'species.DOG' });
}

export function ratingLabel(intl: IntlShape, partner: Pick<PartnerSummary, 'rating' | 'rating_count'>) {
  return intl.formatMessage(
    { id: 'partner.rating' },
    {
      rating: intl.formatNumber(partner.rating ?? 0, { maximumFractionDigits: 1 }),
      count: partner.rating_count,
    },
  );
}

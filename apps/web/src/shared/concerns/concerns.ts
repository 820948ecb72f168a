import type { IntlShape } from 'react-intl';

/** Common concerns offered as choices; the codes are what POST cx/book receives. */
export const COMMON_CONCERNS = [
  'VOMITING',
  'DIARRHEA',
  'SKIN_ITCHING',
  'EAR_PROBLEM',
  'EYE_PROBLEM',
  'LIMPING',
  'NOT_EATING',
  'COUGHING_SNEEZING',
  'URINARY',
  'DENTAL',
  'BEHAVIOUR',
  'GENERAL_WELLNESS',
] as const;

/** "select up to {count} concerns" */
export const MAX_CONCERNS = 3;

export function concernLabel(intl: IntlShape, concern: string): string {
  return (COMMON_CONCERNS as readonly string[]).includes(concern)
    ? intl.formatMessage({ id: `concern.${concern}` as 'concern.VOMITING' })
    : concern;
}

/**
 * A partner's credentials (spec part 2, section 5: "licence number required; valid expiry date;
 * school name and graduating year required; up to 10 jurisdictional licences"; "Credentials
 * completeness: designation, school name, school year and at least one licence"). The onboarding
 * machine, its credentials screen and the server's completePartnerOnboarding judge by this one rule.
 */

/** "Up to 10 jurisdictional licences" (also "Up to 10 licences" among the limits). */
export const MAX_LICENCES = 10;

/** Decision: the earliest graduating year accepted; nobody practising now graduated before it. */
export const EARLIEST_SCHOOL_YEAR = 1950;

export const DESIGNATIONS = ['VET', 'TECH'] as const;
export type Designation = (typeof DESIGNATIONS)[number];

export interface LicenceDraft {
  jurisdiction: string;
  country: string;
  number: string;
  /** YYYY-MM-DD. */
  expires_on: string;
}

export interface CredentialsDraft {
  designation: string | null;
  school_name: string;
  /** The year as typed or as a number; NaN and null are not years. */
  school_year: number | null;
  licences: LicenceDraft[];
}

export type CredentialsProblem =
  | 'DESIGNATION_REQUIRED'
  | 'SCHOOL_REQUIRED'
  | 'YEAR_INVALID'
  | 'LICENCE_REQUIRED'
  | 'TOO_MANY_LICENCES'
  | 'JURISDICTION_REQUIRED'
  | 'NUMBER_REQUIRED'
  | 'EXPIRY_INVALID'
  | 'EXPIRY_PAST';

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * What is wrong with a licence row, by field. An expiry before `today` (YYYY-MM-DD) is past: a
 * licence that expires today still counts for today.
 */
export function licenceProblems(
  licence: LicenceDraft,
  today: string,
): Partial<Record<'jurisdiction' | 'number' | 'expires_on', CredentialsProblem>> {
  const problems: Partial<Record<'jurisdiction' | 'number' | 'expires_on', CredentialsProblem>> = {};
  if (licence.jurisdiction.trim() === '') problems.jurisdiction = 'JURISDICTION_REQUIRED';
  if (licence.number.trim() === '') problems.number = 'NUMBER_REQUIRED';
  if (!isCalendarDate(licence.expires_on)) problems.expires_on = 'EXPIRY_INVALID';
  else if (licence.expires_on < today) problems.expires_on = 'EXPIRY_PAST';
  return problems;
}

/**
 * Every problem of the credentials, keyed by field: designation, school_name, school_year,
 * licences (none, or more than 10) and `licences.{index}.{field}` for each row. Empty when the
 * credentials are complete. `today` is YYYY-MM-DD; the graduating year may not be after it.
 */
export function credentialsProblems(
  credentials: CredentialsDraft,
  today: string,
): Record<string, CredentialsProblem> {
  const problems: Record<string, CredentialsProblem> = {};
  if (!(DESIGNATIONS as readonly string[]).includes(credentials.designation ?? ''))
    problems.designation = 'DESIGNATION_REQUIRED';
  if (credentials.school_name.trim() === '') problems.school_name = 'SCHOOL_REQUIRED';
  const year = credentials.school_year;
  const thisYear = Number(today.slice(0, 4));
  if (year == null || !Number.isInteger(year) || year < EARLIEST_SCHOOL_YEAR || year > thisYear)
    problems.school_year = 'YEAR_INVALID';
  if (credentials.licences.length === 0) problems.licences = 'LICENCE_REQUIRED';
  else if (credentials.licences.length > MAX_LICENCES) problems.licences = 'TOO_MANY_LICENCES';
  credentials.licences.forEach((licence, index) => {
    for (const [field, problem] of Object.entries(licenceProblems(licence, today)))
      problems[`licences.${index}.${field}`] = problem;
  });
  return problems;
}

export function areCredentialsComplete(credentials: CredentialsDraft, today: string): boolean {
  return Object.keys(credentialsProblems(credentials, today)).length === 0;
}

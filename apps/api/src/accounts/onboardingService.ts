import type { V1Operations } from '@pawcall/api-client/types';
import { type CredentialsProblem, credentialsProblems, isValidAddress, MAX_LICENCES } from '@pawcall/domain';
import type { AppDeps } from '../deps';
import { addFieldError, conflict, type FieldErrors, failIfAny, notAllowed } from '../domain/errors';
import { notify } from '../domain/notifications';
import type { UserRow } from '../domain/rows';
import { profileAddress } from '../views/address';
import { listPets } from '../views/repository';
import { type MessageKey, translate } from '../i18n';
import * as onboarding from './onboardingRepository';
import { todayIn } from './profileService';
import * as accounts from './repository';

/**
 * Finishing onboarding: a client once the email, a pet, the phone and the address are in; a
 * partner with credentials and availability, after the email and phone. Either becomes ACTIVE and
 * is welcomed; an account already active is answered as it is.
 */

type Credentials = V1Operations['completePartnerOnboarding']['requestBody']['content']['application/json'];

interface Rate {
  cents: number;
  currency: 'USD' | 'CAD' | 'GBP';
}

/** A partner's rate in a country not listed: the US one. */
const US_RATE: Rate = { cents: 6000, currency: 'USD' };

/** A new partner's rate until they set their own: the platform's default per country (our decision). */
const DEFAULT_RATE: Record<string, Rate> = {
  CA: { cents: 7500, currency: 'CAD' },
  US: US_RATE,
  GB: { cents: 5000, currency: 'GBP' },
};

function slugify(first: string, last: string): string {
  const base = `dr-${first}-${last}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return base || 'dr';
}

/** The server's wording of each credentials problem of the shared rule. */
const CREDENTIALS_MESSAGES: Record<CredentialsProblem, MessageKey> = {
  DESIGNATION_REQUIRED: 'credentials.designation.required',
  SCHOOL_REQUIRED: 'credentials.school.required',
  YEAR_INVALID: 'credentials.year.invalid',
  LICENCE_REQUIRED: 'credentials.licence.required',
  TOO_MANY_LICENCES: 'credentials.licence.tooMany',
  JURISDICTION_REQUIRED: 'credentials.licence.jurisdiction',
  NUMBER_REQUIRED: 'credentials.licence.number',
  EXPIRY_INVALID: 'credentials.licence.expiry',
  EXPIRY_PAST: 'credentials.licence.expiryPast',
};

/** The client's account, active once every step is done; the first step missing is named, in the onboarding's order. */
export async function completeClient(deps: AppDeps, user: UserRow, now: Date): Promise<UserRow> {
  if (user.status !== 'ONBOARDING') return user;
  if (!user.email_verified) throw conflict('ONBOARDING_INCOMPLETE', 'onboarding.emailMissing');
  if ((await listPets(deps.db, user.uuid)).length === 0)
    throw conflict('ONBOARDING_INCOMPLETE', 'onboarding.petMissing');
  if (!user.phone_verified) throw conflict('ONBOARDING_INCOMPLETE', 'onboarding.phoneMissing');
  if (!isValidAddress(await profileAddress(deps.db, user.uuid)))
    throw conflict('ONBOARDING_INCOMPLETE', 'onboarding.addressMissing');
  await onboarding.activate(deps.db, user.uuid);
  await notify(
    deps,
    user,
    { type: 'NewsNotification', body: translate(user.locale, 'notification.welcomeClient') },
    now,
  );
  return accounts.userByUuid(deps.db, user.uuid);
}

function credentialsFieldErrors(input: Credentials, today: string): FieldErrors {
  const fields: FieldErrors = {};
  if (input.post_nominal.trim() === '') addFieldError(fields, 'post_nominal', 'validation.required');
  // Credentials by the rule the onboarding screen uses; a licence expiring today still counts today.
  for (const [field, problem] of Object.entries(credentialsProblems(input, today)))
    addFieldError(
      fields,
      field,
      CREDENTIALS_MESSAGES[problem],
      problem === 'TOO_MANY_LICENCES' ? { count: MAX_LICENCES } : undefined,
    );
  if (input.province.trim() === '') addFieldError(fields, 'province', 'address.province.required');
  if (input.country.trim() === '') addFieldError(fields, 'country', 'address.country.required');
  if (input.availability.length === 0) addFieldError(fields, 'availability', 'availability.required');
  for (const rule of input.availability)
    if (rule.end_minute <= rule.start_minute)
      addFieldError(fields, 'availability', 'availability.endBeforeStart');
  return fields;
}

/** The partner listed with their credentials and availability, at the country's default rate when new. */
export async function completePartner(
  deps: AppDeps,
  user: UserRow,
  input: Credentials,
  now: Date,
): Promise<UserRow> {
  if (user.type !== 'PARTNER') throw notAllowed('auth.partnersOnly');
  if (user.status !== 'ONBOARDING') return user;
  failIfAny(credentialsFieldErrors(input, todayIn(user.timezone, now)));
  // The steps in the order the onboarding shows them: the email (verified by the code registration sent), then the phone.
  if (!user.email_verified) throw conflict('ONBOARDING_INCOMPLETE', 'onboarding.emailMissing');
  if (!user.phone_verified) throw conflict('ONBOARDING_INCOMPLETE', 'onboarding.phoneMissing');

  const rate = DEFAULT_RATE[input.country.trim().toUpperCase()] ?? US_RATE;
  await onboarding.completePartner(deps.db, user, input, {
    slugBase: slugify(user.first_name, user.last_name),
    rateCents: rate.cents,
    currency: rate.currency,
  });
  await notify(
    deps,
    user,
    { type: 'NewsNotification', body: translate(user.locale, 'notification.welcomePartner') },
    now,
  );
  return accounts.userByUuid(deps.db, user.uuid);
}

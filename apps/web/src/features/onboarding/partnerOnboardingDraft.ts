import type { PartnerOnboardingDraft } from '@pawcall/machines';

/**
 * Partner onboarding sends nothing before its last step, so what the partner entered is kept in
 * this browser, per user, until onboarding completes or they sign out: a reload or a link to a
 * step loses nothing. It holds only the steps' entries (no password, no token).
 */
const keyFor = (userUuid: string) => `pawcall.partnerOnboarding.${userUuid}`;

export function loadPartnerDraft(userUuid: string): PartnerOnboardingDraft | null {
  try {
    const saved = globalThis.localStorage?.getItem(keyFor(userUuid));
    if (!saved) return null;
    const draft = JSON.parse(saved) as Partial<PartnerOnboardingDraft>;
    return {
      aboutYou: draft.aboutYou ?? null,
      credentials: draft.credentials ?? null,
      location: draft.location ?? null,
      availability: Array.isArray(draft.availability) ? draft.availability : [],
    };
  } catch {
    // Storage blocked or a draft from an older shape: start afresh rather than fail.
    return null;
  }
}

export function savePartnerDraft(userUuid: string, draft: PartnerOnboardingDraft): void {
  try {
    globalThis.localStorage?.setItem(keyFor(userUuid), JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft lives only as long as the page, as before.
  }
}

export function forgetPartnerDraft(userUuid: string): void {
  try {
    globalThis.localStorage?.removeItem(keyFor(userUuid));
  } catch {
    // Nothing to forget.
  }
}

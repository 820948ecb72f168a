import type { ApiClients } from './clients';
import { unwrap } from './operations';

const ref = (value: string) => ({ params: { path: { ref: value } } });

/** Paying a follow-up the vet proposed starts with its quote at the chosen time (then `book`, like any quote). */
export const followUpApi = {
  createFollowUpQuote: (c: ApiClients, r: string, startAt: string) =>
    unwrap(c, () =>
      c.v1.POST('/cx/appointments/{ref}/followup/quote', { ...ref(r), body: { start_at: startAt } }),
    ),
};

import type { ApiClients } from './clients';
import type { V1Operations } from './generated';
import { unwrap } from './operations';

type Body<Op extends keyof V1Operations> = V1Operations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;
export type TransferBody = Body<'transferAppointment'>;
export type PartnerCancelBody = Body<'cancelPartnerAppointment'>;

const ref = (value: string) => ({ params: { path: { ref: value } } });

/**
 * Transfer to another vet (with its TRANSFER_FEE quote), paying a proposed follow-up, and the
 * vet's cancel: one plain function per operation, like `visitApi`, in a module of their own.
 */
export const transferApi = {
  getTransferQuote: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.GET('/cx/appointments/{ref}/transfer-quote', ref(r))),
  transfer: (c: ApiClients, r: string, body: TransferBody) =>
    unwrap(c, () => c.v1.POST('/cx/appointments/{ref}/transfer', { ...ref(r), body })),
  createFollowUpQuote: (c: ApiClients, r: string, startAt: string) =>
    unwrap(c, () =>
      c.v1.POST('/cx/appointments/{ref}/followup/quote', { ...ref(r), body: { start_at: startAt } }),
    ),
  getPartnerCancellationPolicy: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.GET('/px/appointments/{ref}/cancellation-policy', ref(r))),
  cancelPartnerAppointment: (c: ApiClients, r: string, body: PartnerCancelBody) =>
    unwrap(c, () => c.v1.POST('/px/appointments/{ref}/cancel', { ...ref(r), body })),
};

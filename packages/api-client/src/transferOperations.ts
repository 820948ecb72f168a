import type { ApiClients } from './clients';
import type { V1Operations } from './generated';
import { unwrap } from './operations';

type Body<Op extends keyof V1Operations> = V1Operations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;
export type TransferBody = Body<'transferAppointment'>;

const ref = (value: string) => ({ params: { path: { ref: value } } });

/** Moving an appointment to another vet, with its TRANSFER_FEE quote: one plain function per operation, like `visitApi`. */
export const transferApi = {
  getTransferQuote: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.GET('/cx/appointments/{ref}/transfer-quote', ref(r))),
  transfer: (c: ApiClients, r: string, body: TransferBody) =>
    unwrap(c, () => c.v1.POST('/cx/appointments/{ref}/transfer', { ...ref(r), body })),
};

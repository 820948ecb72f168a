import type { ApiClients } from './clients';
import type { V1Operations } from './generated';
import { unwrap } from './operations';

export type PartnerCancelBody = NonNullable<
  V1Operations['cancelPartnerAppointment']['requestBody']
>['content']['application/json'];

const ref = (value: string) => ({ params: { path: { ref: value } } });

/** The vet's cancel of an appointment: its policy (refund, reasons), then the cancel. */
export const partnerCancelApi = {
  getPartnerCancellationPolicy: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.GET('/px/appointments/{ref}/cancellation-policy', ref(r))),
  cancelPartnerAppointment: (c: ApiClients, r: string, body: PartnerCancelBody) =>
    unwrap(c, () => c.v1.POST('/px/appointments/{ref}/cancel', { ...ref(r), body })),
};

import type { ApiClients } from './clients';
import type { V1Operations } from './generated';
import { unwrap } from './operations';

type Body<Op extends keyof V1Operations> = V1Operations[Op] extends {
  requestBody: { content: { 'application/json': infer B } };
}
  ? B
  : never;
export type PartnerAppointmentsQuery = NonNullable<
  V1Operations['listPartnerAppointments']['parameters']['query']
>;
export type CancelBody = Body<'cancelAppointment'>;
export type SessionUpdateBody = Body<'updateSession'>;
export type RecordNoteInput = Body<'addRecordNote'>;
export type ReviewBody = Body<'reviewAppointment'>;
export type MessageChannel = 'ROOM' | 'DIRECT';
export type UploadMediaBody = Body<'uploadMedia'>;

const ref = (value: string) => ({ params: { path: { ref: value } } });

/**
 * Appointments and the video visit: one plain function per operation, like `api`.
 * Kept in their own module so the appointment area and the other areas do not edit one file.
 */
export const visitApi = {
  getCancellationPolicy: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.GET('/cx/appointments/{ref}/cancellation-policy', ref(r))),
  cancelAppointment: (c: ApiClients, r: string, body: CancelBody) =>
    unwrap(c, () => c.v1.POST('/cx/appointments/{ref}/cancel', { ...ref(r), body })),
  updateAppointmentConcerns: (c: ApiClients, r: string, concerns: string[]) =>
    unwrap(c, () => c.v1.PUT('/cx/appointments/{ref}/concerns', { ...ref(r), body: { concerns } })),
  transferAppointment: (c: ApiClients, r: string, partnerUuid: string) =>
    unwrap(c, () =>
      c.v1.POST('/cx/appointments/{ref}/transfer', { ...ref(r), body: { partner_uuid: partnerUuid } }),
    ),
  getAppointmentReceipt: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.GET('/cx/appointments/{ref}/receipt', ref(r))),
  downloadClientMedicalRecord: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.GET('/cx/appointments/{ref}/medical-record/download', ref(r))),
  reviewAppointment: (c: ApiClients, r: string, body: ReviewBody) =>
    unwrap(c, () => c.v1.POST('/cx/appointments/{ref}/review', { ...ref(r), body })),
  answerFollowUp: (c: ApiClients, r: string, action: 'ACCEPT' | 'CANCEL') =>
    unwrap(c, () => c.v1.PUT('/cx/appointments/{ref}/followup', { ...ref(r), body: { action } })),
  listPartnerAppointments: (c: ApiClients, query: PartnerAppointmentsQuery = {}) =>
    unwrap(c, () => c.v1.GET('/px/appointments', { params: { query } })),
  getPartnerAppointment: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.GET('/px/appointments/{ref}', ref(r))),
  confirmAppointment: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.PUT('/px/appointments/{ref}/confirm', ref(r))),
  declineAppointment: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.PUT('/px/appointments/{ref}/decline', ref(r))),
  markAppointmentIncomplete: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.PUT('/px/appointments/{ref}/incomplete', ref(r))),
  getPartnerAppointmentReceipt: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.GET('/px/appointments/{ref}/receipt', ref(r))),
  reportVetNoShow: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.PUT('/cx/appointments/{ref}/incomplete', ref(r))),
  requestFollowUp: (c: ApiClients, r: string, message: string) =>
    unwrap(c, () => c.v1.PUT('/px/appointments/{ref}/followup', { ...ref(r), body: { message } })),
  emailMedicalRecord: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.PUT('/px/appointments/{ref}/medical-record/email', ref(r))),
  downloadPartnerMedicalRecord: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.GET('/px/appointments/{ref}/medical-record/download', ref(r))),
  finalizeMedicalRecord: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.PUT('/px/appointments/{ref}/medical-record/finalize', ref(r))),
  getAutoFollowUp: (c: ApiClients) => unwrap(c, () => c.v1.GET('/px/settings/auto-followup', {})),
  setAutoFollowUp: (c: ApiClients, enabled: boolean) =>
    unwrap(c, () => c.v1.PUT('/px/settings/auto-followup', { body: { enabled } })),
  getSession: (c: ApiClients, r: string) => unwrap(c, () => c.v1.GET('/appointments/{ref}/session', ref(r))),
  updateSession: (c: ApiClients, r: string, body: SessionUpdateBody) =>
    unwrap(c, () => c.v1.PUT('/appointments/{ref}/session', { ...ref(r), body })),
  getSessionPin: (c: ApiClients, r: string) => unwrap(c, () => c.v1.GET('/appointments/{ref}/pin', ref(r))),
  listRecordNotes: (c: ApiClients, r: string) =>
    unwrap(c, () => c.v1.GET('/appointments/{ref}/record-notes', ref(r))),
  addRecordNote: (c: ApiClients, r: string, body: RecordNoteInput) =>
    unwrap(c, () => c.v1.POST('/appointments/{ref}/record-notes', { ...ref(r), body })),
  removeRecordNote: (c: ApiClients, r: string, uuid: string) =>
    unwrap(c, () =>
      c.v1.DELETE('/appointments/{ref}/record-notes/{uuid}', { params: { path: { ref: r, uuid } } }),
    ),
  listMessages: (c: ApiClients, r: string, channel: MessageChannel) =>
    unwrap(c, () =>
      c.v1.GET('/appointments/{ref}/messages', { params: { path: { ref: r }, query: { channel } } }),
    ),
  sendMessage: (c: ApiClients, r: string, channel: MessageChannel, body: string) =>
    unwrap(c, () => c.v1.POST('/appointments/{ref}/messages', { ...ref(r), body: { channel, body } })),
  listMedia: (c: ApiClients, r: string) => unwrap(c, () => c.v1.GET('/appointments/{ref}/media', ref(r))),
  uploadMedia: (c: ApiClients, r: string, body: UploadMediaBody) =>
    unwrap(c, () => c.v1.POST('/appointments/{ref}/media', { ...ref(r), body })),
  removeMedia: (c: ApiClients, r: string, uuid: string) =>
    unwrap(c, () => c.v1.DELETE('/appointments/{ref}/media/{uuid}', { params: { path: { ref: r, uuid } } })),
};

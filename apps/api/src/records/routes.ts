import type { Handlers } from '../http/bind';
import { requireClient, requirePartner, requireUser } from '../http/guards';
import * as record from './service';

/** The medical record's operations: its entries, finalizing, the PDF's links and the pet's history. */
export const recordHandlers = {
  async listRecordNotes(ctx) {
    return { data: await record.readRecord(ctx.deps, requireUser(ctx), ctx.params.ref, ctx.now) };
  },

  async addRecordNote(ctx) {
    return { data: await record.saveEntry(ctx.deps, requireUser(ctx), ctx.params.ref, ctx.body, ctx.now) };
  },

  async removeRecordNote(ctx) {
    const user = requireUser(ctx);
    return { data: await record.removeEntry(ctx.deps, user, ctx.params.ref, ctx.params.uuid, ctx.now) };
  },

  async finalizeMedicalRecord(ctx) {
    return { data: await record.finalize(ctx.deps, requirePartner(ctx), ctx.params.ref, ctx.now) };
  },

  async downloadClientMedicalRecord(ctx) {
    return { data: await record.clientDownloadLink(ctx.deps, requireClient(ctx), ctx.params.ref, ctx.now) };
  },

  async downloadPartnerMedicalRecord(ctx) {
    return { data: await record.vetDownloadLink(ctx.deps, requirePartner(ctx), ctx.params.ref, ctx.now) };
  },

  async emailMedicalRecord(ctx) {
    return { data: await record.emailToClient(ctx.deps, requirePartner(ctx), ctx.params.ref, ctx.now) };
  },

  async listPetAppointments(ctx) {
    const user = requireUser(ctx);
    const { page = 1, per_page: perPage = 10 } = ctx.query;
    return {
      data: await record.petHistory(ctx.deps, user, ctx.params.ref, Number(page), Number(perPage), ctx.now),
    };
  },

  async getPetAppointment(ctx) {
    const user = requireUser(ctx);
    return {
      data: await record.petHistoryVisit(ctx.deps, user, ctx.params.ref, ctx.params.selected, ctx.now),
    };
  },
} satisfies Handlers;

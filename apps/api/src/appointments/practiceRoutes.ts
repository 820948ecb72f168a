import type { Handlers } from '../http/bind';
import { requirePartner } from '../http/guards';
import * as noShow from './noShowService';
import * as receipt from './receiptService';
import * as appointment from './service';

/** The vet's appointment operations (px/appointments): the tabs, requests, cancel, no-show, follow-ups, statement. */
export const partnerAppointmentHandlers = {
  async listPartnerAppointments(ctx) {
    const user = requirePartner(ctx);
    const { tab = 'upcoming', page = 1, per_page: perPage = 10, ...query } = ctx.query;
    const filters = {
      tab,
      page,
      perPage,
      search: query.search,
      category: query['filter[category]'],
      sort: query.sort,
      status: query.status,
      startAt: query.start_at,
      endAt: query.end_at,
    };
    return { data: await appointment.partnerList(ctx.deps, user, filters, ctx.now) };
  },

  async getPartnerAppointment(ctx) {
    return { data: await appointment.partnerDetail(ctx.deps, requirePartner(ctx), ctx.params.ref, ctx.now) };
  },

  async confirmAppointment(ctx) {
    return { data: await appointment.confirmRequest(ctx.deps, requirePartner(ctx), ctx.params.ref, ctx.now) };
  },

  async declineAppointment(ctx) {
    return { data: await appointment.declineRequest(ctx.deps, requirePartner(ctx), ctx.params.ref, ctx.now) };
  },

  async getPartnerCancellationPolicy(ctx) {
    const user = requirePartner(ctx);
    return { data: await appointment.partnerCancellationPolicy(ctx.deps, user, ctx.params.ref, ctx.now) };
  },

  async cancelPartnerAppointment(ctx) {
    const user = requirePartner(ctx);
    return { data: await appointment.partnerCancel(ctx.deps, user, ctx.params.ref, ctx.body, ctx.now) };
  },

  async markAppointmentIncomplete(ctx) {
    return { data: await noShow.markClientNoShow(ctx.deps, requirePartner(ctx), ctx.params.ref, ctx.now) };
  },

  async requestFollowUp(ctx) {
    const user = requirePartner(ctx);
    return {
      data: await appointment.proposeFollowUpVisit(ctx.deps, user, ctx.params.ref, ctx.body.message, ctx.now),
    };
  },

  async getAutoFollowUp(ctx) {
    return { data: await appointment.autoFollowUp(ctx.deps, requirePartner(ctx)) };
  },

  async setAutoFollowUp(ctx) {
    return { data: await appointment.setAutoFollowUp(ctx.deps, requirePartner(ctx), ctx.body.enabled) };
  },

  async getPartnerAppointmentReceipt(ctx) {
    return { data: await receipt.partnerReceipt(ctx.deps, requirePartner(ctx), ctx.params.ref, ctx.now) };
  },
} satisfies Handlers;

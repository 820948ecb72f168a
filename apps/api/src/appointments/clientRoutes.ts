import type { QuoteRow } from '../domain/rows';
import type { Handlers } from '../http/bind';
import { requireBookingClient, requireClient } from '../http/guards';
import * as noShow from './noShowService';
import * as receipt from './receiptService';
import * as appointment from './service';
import * as transfer from './transferService';

/** The client's appointment operations (cx/appointments): list, detail, cancel, transfer, follow-up, review. */
export const appointmentHandlers = {
  async listAppointments(ctx) {
    const user = requireClient(ctx);
    const { page = 1, per_page: perPage = 10, ...query } = ctx.query;
    const filters = {
      page,
      perPage,
      tense: query['filter[tense]'],
      important: query['filter[important]'],
      category: query['filter[category]'],
      recordIncomplete: query.record_incomplete,
      sort: query.sort,
      search: query.search,
      status: query.status,
      startAt: query.start_at,
      endAt: query.end_at,
    };
    return { data: await appointment.clientList(ctx.deps, user, filters, ctx.now) };
  },

  async getAppointment(ctx) {
    return { data: await appointment.clientDetail(ctx.deps, requireClient(ctx), ctx.params.ref, ctx.now) };
  },

  async getCancellationPolicy(ctx) {
    const user = requireClient(ctx);
    return {
      data: await appointment.clientCancellationPolicy(ctx.deps, user, ctx.params.ref, ctx.locale, ctx.now),
    };
  },

  async cancelAppointment(ctx) {
    const user = requireClient(ctx);
    return { data: await appointment.clientCancel(ctx.deps, user, ctx.params.ref, ctx.body, ctx.now) };
  },

  async getTransferQuote(ctx) {
    return { data: await transfer.transferQuote(ctx.deps, requireClient(ctx), ctx.params.ref, ctx.now) };
  },

  // "/cx/transfer/{id}: transfer an appointment to another vet (active client)".
  async transferAppointment(ctx) {
    const user = requireBookingClient(ctx);
    return { data: await transfer.transfer(ctx.deps, user, ctx.params.ref, ctx.body, ctx.now) };
  },

  async createFollowUpQuote(ctx) {
    const user = requireBookingClient(ctx);
    // Headers are not validated against the contract as the body is: the value is stored as sent.
    const platform = (ctx.c.req.header('x-platform') as QuoteRow['platform'] | undefined) ?? 'WEB';
    return {
      status: 201,
      data: await appointment.followUpQuote(
        ctx.deps,
        user,
        ctx.params.ref,
        ctx.body.start_at,
        platform,
        ctx.now,
      ),
    };
  },

  async updateAppointmentConcerns(ctx) {
    const user = requireClient(ctx);
    return {
      data: await appointment.changeConcerns(ctx.deps, user, ctx.params.ref, ctx.body.concerns, ctx.now),
    };
  },

  async getAppointmentReceipt(ctx) {
    return { data: await receipt.clientReceipt(ctx.deps, requireClient(ctx), ctx.params.ref, ctx.now) };
  },

  async reviewAppointment(ctx) {
    const user = requireClient(ctx);
    return { data: await appointment.review(ctx.deps, user, ctx.params.ref, ctx.body, ctx.now) };
  },

  async answerFollowUp(ctx) {
    const user = requireClient(ctx);
    return {
      data: await appointment.answerFollowUp(ctx.deps, user, ctx.params.ref, ctx.body.action, ctx.now),
    };
  },

  async reportVetNoShow(ctx) {
    return { data: await noShow.reportVetNoShow(ctx.deps, requireClient(ctx), ctx.params.ref, ctx.now) };
  },
} satisfies Handlers;

import type { Handlers } from '../http/bind';
import { requireClient, requirePartner } from '../http/guards';
import * as clinical from './service';

/** Inquiries, the accelerator program, prescriptions' links, product and kit recommendations, upgrade offers. */
export const clinicalHandlers = {
  async listClientInquiries(ctx) {
    const user = requireClient(ctx);
    const perPage = Number(ctx.query.per_page ?? 10);
    return { data: await clinical.inquiries(ctx.deps, user, 'client_uuid', perPage, ctx.now) };
  },

  async listPartnerInquiries(ctx) {
    const user = requirePartner(ctx);
    const perPage = Number(ctx.query.per_page ?? 10);
    return { data: await clinical.inquiries(ctx.deps, user, 'partner_uuid', perPage, ctx.now) };
  },

  async getAcceleratorProgram(ctx) {
    return { data: await clinical.acceleratorProgram(ctx.deps, requirePartner(ctx), ctx.now) };
  },

  async getPrescriptionLink(ctx) {
    return { data: await clinical.prescriptionLink(ctx.deps, requirePartner(ctx), ctx.params.ref, ctx.now) };
  },

  async listProductRecommendations(ctx) {
    const user = requirePartner(ctx);
    return {
      data: await clinical.productRecommendations(ctx.deps, user, ctx.query.appointment_reference_id),
    };
  },

  async listDiagnosticKits(ctx) {
    return { data: await clinical.diagnosticKits(ctx.deps, requirePartner(ctx), ctx.params.ref, ctx.now) };
  },

  async recommendDiagnosticKit(ctx) {
    const user = requirePartner(ctx);
    const kit = await clinical.recommendKit(ctx.deps, user, ctx.params.ref, ctx.params.productUuid, ctx.now);
    return { status: 201, data: kit };
  },

  async getAppointmentUpgradeOffer(ctx) {
    const user = requireClient(ctx);
    const reference = ctx.query.appointment_reference_id;
    return { data: await clinical.upgradeOffer(ctx.deps, user, reference, ctx.now) };
  },
} satisfies Handlers;

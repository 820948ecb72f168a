import type { Handlers } from '../http/bind';
import { signedIn } from '../http/guards';
import * as directory from './service';

/** Finding a vet (public): search, profile and open slots. */
export const partnerHandlers = {
  async searchPartners(ctx) {
    // The contract's defaults (page 1, 12 a page) are filled in before the handler runs.
    const { page = 1, per_page: perPage = 12, ...filters } = ctx.query;
    return { data: await directory.searchPartners(ctx.deps, filters, page, perPage, ctx.now) };
  },

  async getPartnerProfile(ctx) {
    return { data: await directory.partnerProfile(ctx.deps, ctx.params.slug, ctx.now) };
  },

  async getPartnerAvailability(ctx) {
    return { data: await directory.partnerAvailability(ctx.deps, ctx.params.uuid, ctx.body, ctx.now) };
  },
} satisfies Handlers;

/** The clinics a signed-in user picks a pet's home clinic from. */
export const clinicHandlers = {
  async searchClinics(ctx) {
    signedIn(ctx);
    return { data: await directory.searchClinics(ctx.deps, String(ctx.query.search ?? '')) };
  },
} satisfies Handlers;

/** Where the visitor probably is (public). */
export const geoHandlers = {
  async getGeo(ctx) {
    const header = (name: string) => ctx.c.req.header(name) ?? '';
    return { data: directory.whereabouts(header('x-timezone'), header('accept-language')) };
  },
} satisfies Handlers;

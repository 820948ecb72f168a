import { MAX_AVAILABILITY_RANGE_DAYS, freeSlotsForPartners } from '../domain/availability';
import type { PartnerRow } from '../domain/rows';
import { PARTNER_SELECT, toPartnerProfile, toPartnerSummaries } from '../domain/serialize';
import type { Handlers } from '../http/bind';
import { ApiError, FailError } from '../http/errors';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const LISTED = "p.is_listed AND u.status = 'ACTIVE'";

export const partnerHandlers = {
  async searchPartners(ctx) {
    const query = ctx.query as {
      species_treated?: string;
      province?: string;
      country?: string;
      designation?: string;
      q?: string;
      page: number;
      per_page: number;
    };
    const where = [LISTED];
    const params: unknown[] = [];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    if (query.species_treated) where.push(`${param(query.species_treated)} = ANY(p.species_treated)`);
    if (query.designation) where.push(`u.designation = ${param(query.designation)}`);
    if (query.province || query.country) {
      const licence = ['l.partner_uuid = p.user_uuid', 'l.is_active'];
      if (query.province) licence.push(`upper(l.jurisdiction) = upper(${param(query.province.trim())})`);
      if (query.country) licence.push(`upper(l.country) = upper(${param(query.country.trim())})`);
      where.push(`EXISTS (SELECT 1 FROM licences l WHERE ${licence.join(' AND ')})`);
    }
    if (query.q?.trim()) {
      const escaped = query.q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`);
      where.push(`(u.first_name || ' ' || u.last_name) ILIKE ${param(`%${escaped}%`)}`);
    }
    const whereSql = where.join(' AND ');
    const [count] = await ctx.deps.db.query<{ total: number }>(
      `SELECT count(*)::int AS total FROM partners p JOIN users u ON u.uuid = p.user_uuid WHERE ${whereSql}`,
      params,
    );
    const rows = await ctx.deps.db.query<PartnerRow>(
      `${PARTNER_SELECT} WHERE ${whereSql} ORDER BY p.rating DESC NULLS LAST, u.last_name, u.first_name
       LIMIT ${param(query.per_page)} OFFSET ${param((query.page - 1) * query.per_page)}`,
      params,
    );
    return {
      data: {
        page: query.page,
        per_page: query.per_page,
        total: count?.total ?? 0,
        items: await toPartnerSummaries(ctx.deps.db, rows, ctx.now),
      },
    };
  },

  async getPartnerProfile(ctx) {
    const { slug } = ctx.params;
    const column = UUID_PATTERN.test(slug) ? 'p.user_uuid = $1::uuid' : 'p.uri_slug = $1';
    const [row] = await ctx.deps.db.query<PartnerRow>(`${PARTNER_SELECT} WHERE ${column} AND ${LISTED}`, [
      slug,
    ]);
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'partner.notFound');
    const [summary] = await toPartnerSummaries(ctx.deps.db, [row], ctx.now);
    return { data: toPartnerProfile(row, summary!) };
  },

  async getPartnerAvailability(ctx) {
    const { body } = ctx;
    const [partner] = await ctx.deps.db.query<PartnerRow>(
      `${PARTNER_SELECT} WHERE p.user_uuid = $1 AND ${LISTED}`,
      [ctx.params.uuid],
    );
    if (!partner) throw new ApiError(404, 'NOT_FOUND', 'partner.notFound');
    const from = new Date(body.start_at);
    // "Default range 1 day."
    const to = body.end_at ? new Date(body.end_at) : new Date(from.getTime() + 86_400_000);
    if (to <= from) throw new FailError({ end_at: [{ key: 'availability.endBeforeStart' }] });
    if (to.getTime() - from.getTime() > MAX_AVAILABILITY_RANGE_DAYS * 86_400_000) {
      throw new FailError({
        end_at: [{ key: 'availability.rangeTooLong', params: { days: MAX_AVAILABILITY_RANGE_DAYS } }],
      });
    }
    const free = await freeSlotsForPartners(
      ctx.deps.db,
      [
        {
          uuid: partner.user_uuid,
          timezone: partner.timezone,
          min_advance_notice: partner.min_advance_notice,
        },
      ],
      from,
      to,
      ctx.now,
      body.limit ?? 500,
    );
    return {
      data: (free.get(partner.user_uuid) ?? []).map((slot) => ({
        start_at: slot.start.toISOString(),
        end_at: slot.end.toISOString(),
      })),
    };
  },
} satisfies Handlers;

import { releaseExpiredHolds } from '../domain/availability';
import type { AppointmentRow } from '../domain/rows';
import { toAppointments } from '../domain/serialize';
import type { Handlers } from '../http/bind';
import { ApiError } from '../http/errors';
import { requireClient } from './guards';

export const appointmentHandlers: Handlers = {
  async listAppointments(ctx) {
    const user = requireClient(ctx);
    const { db } = ctx.deps;
    const query = ctx.query as {
      page: number;
      per_page: number;
      'filter[tense]'?: 'future' | 'past';
      'filter[important]'?: boolean;
      sort: 'start_at' | '-start_at';
      search?: string;
      status?: string;
      start_at?: string;
      end_at?: string;
    };
    await releaseExpiredHolds(db, ctx.now);
    const params: unknown[] = [user.uuid];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = ['a.client_uuid = $1'];
    if (query['filter[tense]'] === 'future') where.push(`a.end_at > ${param(ctx.now)}`);
    if (query['filter[tense]'] === 'past') where.push(`a.end_at <= ${param(ctx.now)}`);
    // "Important" = what needs the client next: upcoming confirmed or awaiting payment.
    if (query['filter[important]'] === true) {
      where.push(`a.status IN ('CONFIRMED', 'REQUIRES_PAYMENT') AND a.end_at > ${param(ctx.now)}`);
    }
    if (query.status) where.push(`a.status = ${param(query.status)}`);
    if (query.start_at) where.push(`a.start_at >= ${param(new Date(query.start_at))}`);
    if (query.end_at) where.push(`a.start_at < ${param(new Date(query.end_at))}`);
    if (query.search?.trim()) {
      const pattern = param(`%${query.search.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      where.push(
        `(a.reference_id ILIKE ${pattern} OR pet.name ILIKE ${pattern} OR (vet.first_name || ' ' || vet.last_name) ILIKE ${pattern}
          OR a.description ILIKE ${pattern})`,
      );
    }
    const from =
      'FROM appointments a JOIN pets pet ON pet.uuid = a.pet_uuid JOIN users vet ON vet.uuid = a.partner_uuid';
    const whereSql = where.join(' AND ');
    const [count] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total ${from} WHERE ${whereSql}`,
      params,
    );
    const direction = query.sort === '-start_at' ? 'DESC' : 'ASC';
    const rows = await db.query<AppointmentRow>(
      `SELECT a.* ${from} WHERE ${whereSql} ORDER BY a.start_at ${direction}, a.reference_id
       LIMIT ${param(query.per_page)} OFFSET ${param((query.page - 1) * query.per_page)}`,
      params,
    );
    return {
      data: {
        page: query.page,
        per_page: query.per_page,
        total: count?.total ?? 0,
        items: await toAppointments(db, rows, ctx.now),
      },
    };
  },

  async getAppointment(ctx) {
    const user = requireClient(ctx);
    const { db } = ctx.deps;
    await releaseExpiredHolds(db, ctx.now);
    const [row] = await db.query<AppointmentRow>(
      'SELECT * FROM appointments WHERE reference_id = $1 AND client_uuid = $2',
      [ctx.params.ref, user.uuid],
    );
    if (!row) throw new ApiError(404, 'NOT_FOUND', 'appointment.notFound');
    const [appointment] = await toAppointments(db, [row], ctx.now);
    return { data: appointment };
  },
};

import { requirePartner } from '../http/guards';
import { PARTNER_CANCEL_REASONS, cancellationRefusal } from '@pawcall/domain';
import { APPOINTMENT_CATEGORY_SQL } from '../domain/appointmentCategory';
import {
  cancelAppointmentFor,
  declineAppointmentFor,
  startCancellationSession,
} from '../domain/cancellation';
import { formalName, parties, proposeFollowUp, tell } from '../domain/followUps';
import type { AppointmentRow } from '../domain/rows';
import { toAppointment, toAppointments } from '../domain/serialize';
import { partnerAppointment, push, reload, settleEndedVisits } from '../domain/visits';
import type { Handlers, RequestContext } from '../http/bind';
import { ApiError, addFieldError, type FieldErrors, failIfAny } from '../http/errors';

type Tab = 'upcoming' | 'past' | 'action-needed' | 'accelerator-appointments' | 'requests';

/**
 * The partner's tabs. Upcoming = confirmed and not ended; requests = upcoming the vet has not
 * confirmed yet; past = ended or settled; action-needed = held visits whose record is not finalized
 * ("Medical record should be completed within 2 hours"); accelerator = free trial appointments
 * (total zero) for trusted clients.
 *
 * `now()` binds the time only for the tabs that name it: a statement sent a parameter it never names
 * is refused ("bind message supplies 2 parameters, but prepared statement requires 1"), and the
 * action-needed and accelerator tabs do not depend on the time.
 */
function tabWhere(tab: Tab, now: () => string): string {
  switch (tab) {
    case 'upcoming':
      return `a.status IN ('CONFIRMED', 'REQUIRES_PAYMENT') AND a.end_at > ${now()}`;
    case 'requests':
      return `a.status = 'CONFIRMED' AND a.end_at > ${now()} AND a.partner_confirmed_at IS NULL AND a.partner_declined_at IS NULL`;
    case 'past':
      return `(a.end_at <= ${now()} OR a.status IN ('COMPLETED', 'CANCELLED', 'INCOMPLETE'))`;
    case 'action-needed':
      return `a.status = 'COMPLETED' AND a.finalized_at IS NULL`;
    case 'accelerator-appointments':
      return `a.total_cents = 0 AND a.status <> 'CANCELLED'`;
  }
}

async function answer(ctx: RequestContext, uuid: string) {
  return { data: await toAppointment(ctx.deps.db, await reload(ctx.deps.db, uuid), ctx.now, 'PARTNER') };
}

export const partnerAppointmentHandlers = {
  async listPartnerAppointments(ctx) {
    const user = requirePartner(ctx);
    const { db } = ctx.deps;
    await settleEndedVisits(db, ctx.now);
    const query = ctx.query as {
      tab: Tab;
      page: number;
      per_page: number;
      search?: string;
      'filter[category]'?: string;
      sort?: 'start_at' | '-start_at';
      status?: string;
      start_at?: string;
      end_at?: string;
    };
    const params: unknown[] = [user.uuid];
    const param = (value: unknown) => {
      params.push(value);
      return `$${params.length}`;
    };
    const where = ['a.partner_uuid = $1', tabWhere(query.tab, () => param(ctx.now))];
    if (query.search?.trim()) {
      const pattern = param(`%${query.search.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`);
      where.push(
        `(a.reference_id ILIKE ${pattern} OR pet.name ILIKE ${pattern} OR (cl.first_name || ' ' || cl.last_name) ILIKE ${pattern})`,
      );
    }
    // The list call's other filters narrow the tab, as on the client's list.
    if (query.status) where.push(`a.status = ${param(query.status)}`);
    if (query['filter[category]'])
      where.push(`${APPOINTMENT_CATEGORY_SQL} = ${param(query['filter[category]'])}`);
    if (query.start_at) where.push(`a.start_at >= ${param(new Date(query.start_at))}`);
    if (query.end_at) where.push(`a.start_at < ${param(new Date(query.end_at))}`);
    const from =
      'FROM appointments a JOIN pets pet ON pet.uuid = a.pet_uuid JOIN users cl ON cl.uuid = a.client_uuid JOIN quotes q ON q.uuid = a.quote_uuid';
    const whereSql = where.join(' AND ');
    const [count] = await db.query<{ total: number }>(
      `SELECT count(*)::int AS total ${from} WHERE ${whereSql}`,
      params,
    );
    const order = query.sort
      ? query.sort === '-start_at'
        ? 'DESC'
        : 'ASC'
      : query.tab === 'past' || query.tab === 'action-needed'
        ? 'DESC'
        : 'ASC';
    const rows = await db.query<AppointmentRow>(
      `SELECT a.* ${from} WHERE ${whereSql} ORDER BY a.start_at ${order}, a.reference_id
       LIMIT ${Number(query.per_page)} OFFSET ${(Number(query.page) - 1) * Number(query.per_page)}`,
      params,
    );
    return {
      data: {
        page: query.page,
        per_page: query.per_page,
        total: count?.total ?? 0,
        items: await toAppointments(db, rows, ctx.now, 'PARTNER'),
      },
    };
  },

  async getPartnerAppointment(ctx) {
    const user = requirePartner(ctx);
    const row = await partnerAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    return answer(ctx, row.uuid);
  },

  async confirmAppointment(ctx) {
    const user = requirePartner(ctx);
    const row = await partnerAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    const updated = await ctx.deps.db.query(
      `UPDATE appointments SET partner_confirmed_at = COALESCE(partner_confirmed_at, $2)
        WHERE uuid = $1 AND status = 'CONFIRMED' AND partner_declined_at IS NULL AND end_at > $2 RETURNING uuid`,
      [row.uuid, ctx.now],
    );
    if (updated.length === 0) throw new ApiError(409, 'NOT_ALLOWED', 'appointment.notConfirmable');
    await push(ctx.deps, row.reference_id, 'appointment.updated', { reference_id: row.reference_id });
    return answer(ctx, row.uuid);
  },

  async declineAppointment(ctx) {
    const user = requirePartner(ctx);
    const row = await partnerAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    await declineAppointmentFor(ctx.deps, row, ctx.now);
    return answer(ctx, row.uuid);
  },

  async getPartnerCancellationPolicy(ctx) {
    const user = requirePartner(ctx);
    const row = await partnerAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    return {
      data: {
        can_cancel: cancellationRefusal(row, ctx.now) === null,
        refund: { amount: row.total_cents, currency: row.currency },
        reasons: [...PARTNER_CANCEL_REASONS],
        expires_at: await startCancellationSession(ctx.deps.db, row, user.uuid, ctx.now),
      },
    };
  },

  /**
   * The vet cancels: the same rule as the client's cancel, then everything the client paid goes
   * back to their card, and the client is told (push, notification, email) in their language.
   */
  async cancelPartnerAppointment(ctx) {
    const user = requirePartner(ctx);
    const row = await partnerAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    await cancelAppointmentFor(ctx.deps, row, ctx.body, { side: 'PARTNER', uuid: user.uuid }, ctx.now);
    return answer(ctx, row.uuid);
  },

  async markAppointmentIncomplete(ctx) {
    const user = requirePartner(ctx);
    const row = await partnerAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    // A no-show can be marked once the visit's start has come, and never on a finalized record.
    const updated = await ctx.deps.db.query(
      `UPDATE appointments SET status = 'INCOMPLETE', no_show_reported_by = 'PARTNER'
        WHERE uuid = $1 AND status IN ('CONFIRMED', 'COMPLETED') AND finalized_at IS NULL AND start_at <= $2 RETURNING uuid`,
      [row.uuid, ctx.now],
    );
    if (updated.length === 0) throw new ApiError(409, 'NOT_ALLOWED', 'appointment.noShowFailed');
    await push(ctx.deps, row.reference_id, 'appointment.updated', { reference_id: row.reference_id });
    const who = await parties(ctx.deps.db, row);
    await tell(
      ctx.deps,
      row,
      who,
      'CLIENT',
      {
        type: 'AppointmentIncomplete',
        body: 'appointment.noShow',
        subject: 'appointment.noShow.subject',
        params: { vet: formalName(who.partner), pet: who.petName, reference: row.reference_id },
      },
      ctx.now,
    );
    return answer(ctx, row.uuid);
  },

  async requestFollowUp(ctx) {
    const user = requirePartner(ctx);
    const row = await partnerAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    const message = ctx.body.message.trim();
    const fields: FieldErrors = {};
    if (!message) addFieldError(fields, 'message', 'appointment.followUpMessage.invalid');
    failIfAny(fields);
    if (
      row.status !== 'COMPLETED' ||
      row.followup_status === 'PROPOSED' ||
      row.followup_status === 'ACCEPTED'
    )
      throw new ApiError(409, 'NOT_ALLOWED', 'appointment.followUpFailed');
    // Stored, pushed, and told to the client (notification and email), as the auto-request does.
    if (!(await proposeFollowUp(ctx.deps, row, 'PARTNER', message, ctx.now)))
      throw new ApiError(409, 'NOT_ALLOWED', 'appointment.followUpFailed');
    return answer(ctx, row.uuid);
  },

  async getAutoFollowUp(ctx) {
    const user = requirePartner(ctx);
    const [partner] = await ctx.deps.db.query<{ auto_followup: boolean }>(
      'SELECT auto_followup FROM partners WHERE user_uuid = $1',
      [user.uuid],
    );
    return { data: { enabled: Boolean(partner?.auto_followup) } };
  },

  async setAutoFollowUp(ctx) {
    const user = requirePartner(ctx);
    const { enabled } = ctx.body;
    await ctx.deps.db.query('UPDATE partners SET auto_followup = $2 WHERE user_uuid = $1', [
      user.uuid,
      enabled,
    ]);
    return { data: { enabled } };
  },
} satisfies Handlers;

import { vetNoShowRefusal } from '@pawcall/domain';
import { refundAppointment } from '../domain/charges';
import { formalName, formatMoney, parties } from '../domain/followUps';
import { notify } from '../domain/notifications';
import type { AppointmentRow } from '../domain/rows';
import { toAppointment } from '../domain/serialize';
import { clientAppointment, push, reload } from '../domain/visits';
import type { Handlers } from '../http/bind';
import { ApiError } from '../http/errors';
import { type Locale, translate } from '../i18n';
import { requireClient } from '../http/guards';

/**
 * The client's report that the vet did not join (PUT cx/appointments/{ref}/incomplete): the rule
 * (vetNoShowRefusal) lives in @pawcall/domain, shared with the web app.
 */
export const vetNoShowHandlers = {
  async reportVetNoShow(ctx) {
    const user = requireClient(ctx);
    const row = await clientAppointment(ctx.deps.db, ctx.params.ref, user, ctx.now);
    const { db } = ctx.deps;
    const refusal = vetNoShowRefusal(row, ctx.now);
    if (refusal) throw new ApiError(409, 'NOT_ALLOWED', `appointment.vetNoShow.${refusal}`);
    // The guards in the WHERE make a race with the vet's join or the vet's own no-show mark a 409.
    const [updated] = await db.query<AppointmentRow>(
      `UPDATE appointments SET status = 'INCOMPLETE', no_show_reported_by = 'CLIENT'
        WHERE uuid = $1 AND status = 'CONFIRMED' AND partner_joined_at IS NULL RETURNING *`,
      [row.uuid],
    );
    if (!updated) {
      const again = vetNoShowRefusal(await reload(db, row.uuid), ctx.now);
      throw new ApiError(409, 'NOT_ALLOWED', `appointment.vetNoShow.${again ?? 'ALREADY_INCOMPLETE'}`);
    }
    const refunded = await refundAppointment(ctx.deps, updated, ctx.now);
    const who = await parties(db, updated);
    const locale = who.partner.locale as Locale;
    await notify(
      ctx.deps,
      { uuid: who.partner.uuid, type: 'PARTNER' },
      {
        type: 'AppointmentIncomplete',
        body: translate(
          locale,
          refunded > 0 ? 'appointment.vetNoShow.partner' : 'appointment.vetNoShow.partnerFree',
          {
            client: `${who.client.first_name} ${who.client.last_name}`.trim(),
            pet: who.petName,
            reference: updated.reference_id,
            amount: formatMoney(locale, refunded, updated.currency),
            vet: formalName(who.partner),
          },
        ),
        resourceId: updated.reference_id,
        resourceDescription: who.petName,
      },
      ctx.now,
    );
    await push(ctx.deps, updated.reference_id, 'appointment.updated', { reference_id: updated.reference_id });
    return { data: await toAppointment(db, await reload(db, updated.uuid), ctx.now, 'CLIENT') };
  },
} satisfies Handlers;

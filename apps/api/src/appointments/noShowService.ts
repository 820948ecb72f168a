import { vetNoShowRefusal } from '@pawcall/domain';
import type { AppDeps } from '../deps';
import { refundAppointment } from '../domain/charges';
import { conflict } from '../domain/errors';
import { formalName, formatMoney, parties, tell } from '../domain/followUps';
import { notify } from '../domain/notifications';
import type { UserRow } from '../domain/rows';
import { toAppointment } from '../views/appointment';
import { clientAppointment, partnerAppointment, push, reload } from '../domain/visits';
import { translate } from '../i18n';
import * as appointments from './repository';
import { asPartnerSees } from './service';

/** A visit one side did not join: the vet marks the client's no-show, the client reports the vet's. */

/**
 * The client's report that the vet did not join (PUT cx/appointments/{ref}/incomplete): the rule
 * (vetNoShowRefusal) lives in @pawcall/domain, shared with the web app. The client gets back what
 * they paid, and the vet is told.
 */
export async function reportVetNoShow(deps: AppDeps, client: UserRow, reference: string, now: Date) {
  const { db } = deps;
  const row = await clientAppointment(db, reference, client, now);
  const refusal = vetNoShowRefusal(row, now);
  if (refusal) throw conflict('NOT_ALLOWED', `appointment.vetNoShow.${refusal}`);
  const updated = await appointments.markVetNoShow(db, row.uuid);
  if (!updated) {
    const again = vetNoShowRefusal(await reload(db, row.uuid), now);
    throw conflict('NOT_ALLOWED', `appointment.vetNoShow.${again ?? 'ALREADY_INCOMPLETE'}`);
  }
  const refunded = await refundAppointment(deps, updated, now);
  const who = await parties(db, updated);
  const locale = who.partner.locale;
  await notify(
    deps,
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
    now,
  );
  await push(deps, updated.reference_id, 'appointment.updated', { reference_id: updated.reference_id });
  return toAppointment(db, await reload(db, updated.uuid), now, 'CLIENT');
}

/**
 * The vet marks the client's no-show: once the visit's start has come, and never on a finalized
 * record. The client is told (notification and email) in their language.
 */
export async function markClientNoShow(deps: AppDeps, partner: UserRow, reference: string, now: Date) {
  const row = await partnerAppointment(deps.db, reference, partner, now);
  if (!(await appointments.markClientNoShow(deps.db, row.uuid, now)))
    throw conflict('NOT_ALLOWED', 'appointment.noShowFailed');
  await push(deps, row.reference_id, 'appointment.updated', { reference_id: row.reference_id });
  const who = await parties(deps.db, row);
  await tell(
    deps,
    row,
    who,
    'CLIENT',
    {
      type: 'AppointmentIncomplete',
      body: 'appointment.noShow',
      subject: 'appointment.noShow.subject',
      params: { vet: formalName(who.partner), pet: who.petName, reference: row.reference_id },
    },
    now,
  );
  return asPartnerSees(deps, row.uuid, now);
}

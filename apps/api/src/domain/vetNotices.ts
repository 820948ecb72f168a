import type { AppDeps } from '../deps';
import { formatInstant } from '../documents/render';
import type { Locale } from '../i18n';
import { inOneTransaction } from './claims';
import { parties, tell } from './followUps';
import type { AppointmentRow } from './rows';

/**
 * A booking waits for the vet's confirmation (CONFIRMED with partner_confirmed_at null, the
 * requests tab): the vet gets an InquiryReceived notification, which links to
 * /px/appointments/requests, and its email. Called once, where the appointment turns into a request
 * (booked free, paid, paid by webhook, transferred to this vet). The booking stands either way, so
 * a failure is logged, not thrown. The notification and the email commit together: both or neither.
 */
export async function tellVetOfRequest(deps: AppDeps, row: AppointmentRow, now: Date): Promise<void> {
  if (row.status !== 'CONFIRMED' || row.partner_confirmed_at) return;
  try {
    await inOneTransaction(deps, async (tx) => {
      const who = await parties(tx.db, row);
      await tell(
        tx,
        row,
        who,
        'PARTNER',
        {
          type: 'InquiryReceived',
          body: 'appointment.request',
          subject: 'appointment.request.subject',
          params: {
            client: `${who.client.first_name} ${who.client.last_name}`,
            pet: who.petName,
            reference: row.reference_id,
            time: formatInstant(who.partner.locale as Locale, row.start_at, who.partner.timezone),
          },
        },
        now,
      );
    });
  } catch (error) {
    console.error(`[api] request notification for ${row.reference_id} failed`, error);
  }
}

/**
 * The client reviewed the visit: the vet gets a PartnerReviewed notification with the rating, and
 * its email, committed together.
 */
export async function tellVetOfReview(
  deps: AppDeps,
  row: AppointmentRow,
  review: { rating: number; title: string },
  now: Date,
): Promise<void> {
  await inOneTransaction(deps, async (tx) => {
    const who = await parties(tx.db, row);
    await tell(
      tx,
      row,
      who,
      'PARTNER',
      {
        type: 'PartnerReviewed',
        body: 'review.received',
        subject: 'review.received.subject',
        params: {
          client: who.client.first_name,
          pet: who.petName,
          reference: row.reference_id,
          rating: review.rating,
          title: review.title,
        },
      },
      now,
    );
  });
}

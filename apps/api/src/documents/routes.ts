import type { Context, Hono } from 'hono';
import { isPrescriptionExpired, orderReceiptRefusal } from '@pawcall/domain';
import type { AppDeps } from '../deps';
import type { AppointmentRow } from '../domain/rows';
import { type Locale, type MessageKey, resolveLocale, translate } from '../i18n';
import { DOCUMENTS_PATH, verifyDocumentLink } from './links';
import { findClientOrder, orderReceiptPdf } from './orderReceipt';
import { medicalRecordPdf, type PrescriptionRow, prescriptionPdf } from './render';

/** Contract operations served here rather than through bindOperations (the answer is a PDF, not the envelope). */
export const DOCUMENT_OPERATIONS = new Set(['getDocument']);

function refuse(c: Context, locale: Locale, status: 403 | 404 | 409 | 410, code: string, key: MessageKey) {
  c.header('Cache-Control', 'no-store');
  return c.json({ status: 'error', message: translate(locale, key), code }, status);
}

/**
 * `GET /api/v1/documents/{kind}/{id}.pdf?u&expires&sig` (operationId getDocument): the signed link is
 * the credential (it opens in a new tab or from an email, without the bearer token). Beyond the
 * signature, the user it was made for must still be allowed to read the document now: a participant
 * of the appointment, and a client only once the record is finalized.
 */
export function mountDocuments(app: Hono, deps: AppDeps): void {
  app.get(`${DOCUMENTS_PATH}/:kind/:file`, async (c) => {
    const locale = resolveLocale(c.req.header('x-locale'), c.req.header('accept-language'));
    const now = deps.clock.now();
    const file = c.req.param('file');
    if (!file.endsWith('.pdf')) return refuse(c, locale, 404, 'NOT_FOUND', 'generic.notFound');
    const id = decodeURIComponent(file.slice(0, -'.pdf'.length));
    const check = verifyDocumentLink(
      deps.authSecret,
      c.req.param('kind'),
      id,
      { u: c.req.query('u'), expires: c.req.query('expires'), sig: c.req.query('sig') },
      now,
    );
    if (!check.ok)
      return check.reason === 'EXPIRED'
        ? refuse(c, locale, 410, 'LINK_EXPIRED', 'document.linkExpired')
        : refuse(c, locale, 403, 'LINK_INVALID', 'document.linkInvalid');
    const { claim } = check;
    const [user] = await deps.db.query<{ uuid: string; locale: Locale; timezone: string }>(
      'SELECT uuid, locale, timezone FROM users WHERE uuid = $1',
      [claim.userUuid],
    );
    if (!user) return refuse(c, locale, 403, 'LINK_INVALID', 'document.linkInvalid');
    // The reader's own language when the link came without one (an email opened later).
    const documentLocale = c.req.header('x-locale') || c.req.header('accept-language') ? locale : user.locale;

    let pdf: Buffer;
    let name: string;
    if (claim.kind === 'medical-record') {
      const [row] = await deps.db.query<AppointmentRow>(
        'SELECT * FROM appointments WHERE reference_id = $1',
        [claim.id],
      );
      const isClient = row?.client_uuid === user.uuid;
      const isPartner = row?.partner_uuid === user.uuid;
      if (!row || (!isClient && !isPartner))
        return refuse(c, locale, 404, 'NOT_FOUND', 'appointment.notFound');
      if (isClient && !row.finalized_at) return refuse(c, locale, 403, 'NOT_ALLOWED', 'record.notReleased');
      pdf = await medicalRecordPdf(deps.db, row, documentLocale, user.timezone);
      name = `medical-record-${row.reference_id}.pdf`;
    } else if (claim.kind === 'prescription') {
      const [prescription] = await deps.db.query<PrescriptionRow>(
        'SELECT * FROM prescriptions WHERE uuid::text = $1 AND voided_at IS NULL',
        [claim.id],
      );
      const [row] = prescription
        ? await deps.db.query<AppointmentRow>('SELECT * FROM appointments WHERE uuid = $1', [
            prescription.appointment_uuid,
          ])
        : [];
      if (!prescription || !row || (row.partner_uuid !== user.uuid && row.client_uuid !== user.uuid))
        return refuse(c, locale, 404, 'NOT_FOUND', 'prescription.none');
      if (isPrescriptionExpired(prescription, now))
        return refuse(c, locale, 410, 'PRESCRIPTION_EXPIRED', 'prescription.expired');
      pdf = await prescriptionPdf(deps.db, row, prescription, documentLocale);
      name = `prescription-${row.reference_id}.pdf`;
    } else {
      // An order receipt: the order's client only, and only while the order has a receipt.
      const order = await findClientOrder(deps.db, claim.id, user.uuid);
      if (!order) return refuse(c, locale, 404, 'NOT_FOUND', 'order.notFound');
      const refusal = orderReceiptRefusal(order);
      if (refusal === 'CANCELLED') return refuse(c, locale, 409, 'ORDER_CANCELLED', 'order.receiptCancelled');
      if (refusal === 'UNPAID') return refuse(c, locale, 409, 'ORDER_UNPAID', 'order.receiptUnpaid');
      pdf = await orderReceiptPdf(deps.db, order, documentLocale, user.timezone);
      name = `receipt-${order.reference_id}.pdf`;
    }
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name}"`,
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
  });
}

import type { Queryable } from '../db/database';
import type { AppointmentRow } from '../domain/rows';
import { type Locale, translate } from '../i18n';
import { type PdfBlock, renderPdf } from './pdf';

interface People {
  pet_name: string;
  pet_species: string;
  pet_breed: string | null;
  client_first: string;
  client_last: string;
  vet_last: string;
  vet_first: string;
  vet_post_nominal: string | null;
  vet_timezone: string;
}

async function people(db: Queryable, row: AppointmentRow): Promise<People> {
  const [found] = await db.query<People>(
    `SELECT pet.name AS pet_name, pet.species AS pet_species, pet.breed AS pet_breed,
            cl.first_name AS client_first, cl.last_name AS client_last,
            vet.first_name AS vet_first, vet.last_name AS vet_last, vet.post_nominal AS vet_post_nominal,
            vet.timezone AS vet_timezone
       FROM appointments a JOIN pets pet ON pet.uuid = a.pet_uuid
       JOIN users cl ON cl.uuid = a.client_uuid JOIN users vet ON vet.uuid = a.partner_uuid
      WHERE a.uuid = $1`,
    [row.uuid],
  );
  if (!found) throw new Error(`appointment ${row.uuid} has no participants`);
  return found;
}

export function formatInstant(locale: Locale, instant: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(
      instant,
    );
  } catch {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(
      instant,
    );
  }
}

function header(locale: Locale, row: AppointmentRow, who: People, timeZone: string): PdfBlock[] {
  const vet = `Dr. ${who.vet_first} ${who.vet_last}${who.vet_post_nominal ? `, ${who.vet_post_nominal}` : ''}`;
  return [
    {
      style: 'text',
      text: translate(locale, 'pdf.appointment', {
        reference: row.reference_id,
        date: formatInstant(locale, row.start_at, timeZone),
      }),
    },
    {
      style: 'text',
      text: translate(locale, 'pdf.pet', {
        name: who.pet_name,
        species: [who.pet_species, who.pet_breed].filter(Boolean).join(', '),
      }),
    },
    {
      style: 'text',
      text: translate(locale, 'pdf.client', { name: `${who.client_first} ${who.client_last}` }),
    },
    { style: 'text', text: translate(locale, 'pdf.vet', { name: vet }) },
  ];
}

/**
 * The medical record as a PDF: the DAP (data, assessment, plan) and the published notes. Private
 * notes never go into the document; a vet's copy before finalization says it is a draft.
 */
export async function medicalRecordPdf(
  db: Queryable,
  row: AppointmentRow,
  locale: Locale,
  timeZone: string | null,
): Promise<Buffer> {
  const who = await people(db, row);
  const zone = timeZone ?? who.vet_timezone;
  const notes = await db.query<{
    type: string;
    body_1: string;
    data: string | null;
    assessment: string | null;
    plan: string | null;
    created_at: Date;
  }>(
    `SELECT type, body_1, data, assessment, plan, created_at FROM record_notes
      WHERE appointment_uuid = $1 AND removed_at IS NULL AND type <> 'PRIVATE'
        AND (is_published OR $2::boolean = false)
      ORDER BY created_at, uuid`,
    [row.uuid, row.finalized_at != null],
  );
  const dap = [...notes].reverse().find((note) => note.type === 'DAP');
  const blocks: PdfBlock[] = [
    { style: 'heading', text: translate(locale, 'pdf.record.title') },
    ...header(locale, row, who, zone),
    {
      style: 'small',
      text: row.finalized_at
        ? translate(locale, 'pdf.record.finalized', { date: formatInstant(locale, row.finalized_at, zone) })
        : translate(locale, 'pdf.record.draft'),
    },
  ];
  for (const field of ['data', 'assessment', 'plan'] as const) {
    blocks.push({ style: 'label', text: translate(locale, `pdf.${field}`) });
    blocks.push({ style: 'text', text: dap?.[field]?.trim() || '—' });
  }
  const others = notes.filter((note) => note.type !== 'DAP');
  if (others.length > 0) {
    blocks.push({ style: 'label', text: translate(locale, 'pdf.notes') });
    for (const note of others)
      blocks.push({ style: 'text', text: `${formatInstant(locale, note.created_at, zone)}: ${note.body_1}` });
  }
  return renderPdf({
    title: `${translate(locale, 'pdf.record.title')} ${row.reference_id}`,
    blocks,
    footer: translate(locale, 'pdf.footer', { reference: row.reference_id }),
  });
}

export interface PrescriptionRow {
  uuid: string;
  appointment_uuid: string;
  medication_name: string;
  strength: string | null;
  form: string | null;
  quantity: string | number;
  quantity_unit: string;
  frequency: string | null;
  route: string | null;
  directions: string;
  refills: number;
  expires_at: Date;
  voided_at: Date | null;
  created_at: Date;
}

export async function prescriptionPdf(
  db: Queryable,
  row: AppointmentRow,
  prescription: PrescriptionRow,
  locale: Locale,
): Promise<Buffer> {
  const who = await people(db, row);
  const zone = who.vet_timezone;
  const line = (key: Parameters<typeof translate>[1], value: string) => [
    { style: 'label' as const, text: translate(locale, key) },
    { style: 'text' as const, text: value },
  ];
  const medication = [prescription.medication_name, prescription.strength, prescription.form]
    .filter(Boolean)
    .join(' · ');
  return renderPdf({
    title: `${translate(locale, 'pdf.prescription.title')} ${row.reference_id}`,
    footer: translate(locale, 'pdf.footer', { reference: row.reference_id }),
    blocks: [
      { style: 'heading', text: translate(locale, 'pdf.prescription.title') },
      ...header(locale, row, who, zone),
      ...line('pdf.prescription.medication', medication),
      ...line(
        'pdf.prescription.directions',
        [prescription.directions, prescription.frequency, prescription.route].filter(Boolean).join(' · '),
      ),
      ...line('pdf.prescription.quantity', `${Number(prescription.quantity)} ${prescription.quantity_unit}`),
      ...line('pdf.prescription.refills', String(prescription.refills)),
      ...line('pdf.prescription.expires', formatInstant(locale, prescription.expires_at, zone)),
    ],
  });
}

import type { DapField } from '@pawcall/domain';

export interface Dap {
  data: string;
  assessment: string;
  plan: string;
}

/** What the machine needs of the record the server returns. */
export interface MedicalRecordSnapshot {
  finalized_at: string | null;
  can_finalize: boolean;
  dap: Dap | null;
}

export interface MedicalRecordContext {
  reference: string;
  dap: Dap;
  /** Per-field problems ("Please enter a valid data/assessment/plan"), from the rule or the server. */
  fieldErrors: Partial<Record<DapField, true>>;
  error: { code: string; message?: string } | null;
  saved: boolean;
}

export type MedicalRecordEvent =
  | { type: 'dap.change'; field: DapField; value: string }
  | { type: 'dap.save' }
  | { type: 'dap.finalize' }
  | { type: 'note.add'; text: string }
  | { type: 'record.reload' };

export interface MedicalRecordInput {
  reference: string;
}

export const emptyDap: Dap = { data: '', assessment: '', plan: '' };

export const createMedicalRecordContext = (input: MedicalRecordInput): MedicalRecordContext => ({
  reference: input.reference,
  dap: emptyDap,
  fieldErrors: {},
  error: null,
  saved: false,
});

export function toRecordError(error: unknown): { code: string; message?: string } {
  const code = (error as { code?: unknown } | null)?.code;
  const message = (error as { message?: unknown } | null)?.message;
  return {
    code: typeof code === 'string' ? code : 'FAILED',
    ...(typeof message === 'string' ? { message } : {}),
  };
}

/** Server field errors of a "fail" answer, keyed like the DAP fields. */
export function serverFieldErrors(error: unknown): Partial<Record<DapField, true>> {
  const fields = (error as { fields?: Record<string, unknown> } | null)?.fields ?? {};
  const out: Partial<Record<DapField, true>> = {};
  for (const field of ['data', 'assessment', 'plan'] as const) if (field in fields) out[field] = true;
  return out;
}

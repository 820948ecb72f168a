import type { ApiClients } from '@pawcall/api-client';
import { visitApi } from '@pawcall/api-client/visits';
import { type Dap, type MedicalRecordSnapshot, medicalRecordMachine } from '@pawcall/machines';
import { fromPromise } from 'xstate';

export interface RecordInput {
  reference: string;
}
export interface DapInput extends RecordInput {
  dap: Dap;
}
export interface NoteInput extends RecordInput {
  text: string;
}

/** What the screen does after a write: refetch what shows the record, clear the note field. */
export interface MedicalRecordEffects {
  refresh: () => Promise<void>;
  noteAdded: () => void;
}

/**
 * The medical record's calls as actors. They reject with the client's ApiError, whose code, message
 * and field problems the machine keeps (toRecordError, serverFieldErrors).
 */
export function medicalRecordActors(clients: ApiClients, effects: MedicalRecordEffects) {
  return {
    loadRecord: fromPromise<MedicalRecordSnapshot, RecordInput>(async ({ input }) => {
      const data = await visitApi.listRecordNotes(clients, input.reference);
      const dap = data.items.find((item) => item.type === 'DAP' && !item.removed_at);
      return {
        finalized_at: data.finalized_at,
        can_finalize: data.can_finalize,
        dap: dap ? { data: dap.data ?? '', assessment: dap.assessment ?? '', plan: dap.plan ?? '' } : null,
      };
    }),
    saveDraft: fromPromise<void, DapInput>(async ({ input }) => {
      await visitApi.addRecordNote(clients, input.reference, { type: 'DAP', ...input.dap });
      await effects.refresh();
    }),
    finalize: fromPromise<void, DapInput>(async ({ input }) => {
      await visitApi.addRecordNote(clients, input.reference, { type: 'DAP', ...input.dap });
      await visitApi.finalizeMedicalRecord(clients, input.reference);
      await effects.refresh();
    }),
    addNote: fromPromise<void, NoteInput>(async ({ input }) => {
      await visitApi.addRecordNote(clients, input.reference, { type: 'COMMENT_RECORD', body_1: input.text });
      effects.noteAdded();
      await effects.refresh();
    }),
  };
}

export function provideMedicalRecordMachine(clients: ApiClients, effects: MedicalRecordEffects) {
  return medicalRecordMachine.provide({ actors: medicalRecordActors(clients, effects) });
}

/** The abstract model of medicalRecordMachine: each call's outcome is an event. */
import { deriveModel } from '../testing/deriveModel';
import { medicalRecordMachine } from './medicalRecordMachine';
import type { MedicalRecordEvent, MedicalRecordSnapshot } from './medicalRecordTypes';

export type MedicalRecordOutcomeEvent =
  | { type: 'record.loaded'; record: MedicalRecordSnapshot }
  | { type: 'record.failed' }
  | { type: 'save.done' }
  | { type: 'save.failed' }
  | { type: 'finalize.done' }
  | { type: 'finalize.refused' }
  | { type: 'finalize.failed' }
  | { type: 'note.done' }
  | { type: 'note.failed' };

export type MedicalRecordModelEvent = MedicalRecordEvent | MedicalRecordOutcomeEvent;

export const medicalRecordModel = deriveModel<typeof medicalRecordMachine, MedicalRecordOutcomeEvent>(
  medicalRecordMachine,
  {
    invoke: {
      loadRecord: { 'record.loaded': { output: (event) => event.record }, 'record.failed': 'error' },
      saveDraft: { 'save.done': 'done', 'save.failed': 'error' },
      finalize: {
        'finalize.done': 'done',
        'finalize.refused': { error: () => ({ code: 'RECORD_NOT_FINALIZABLE' }) },
        'finalize.failed': 'error',
      },
      addNote: { 'note.done': 'done', 'note.failed': 'error' },
    },
  },
);

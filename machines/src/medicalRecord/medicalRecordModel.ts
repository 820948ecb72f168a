/** The abstract model of medicalRecordMachine (no invoke) for generated paths. */
import { assign, setup } from 'xstate';
import { dapMissingFields } from '../rules';
import {
  createMedicalRecordContext,
  type Dap,
  type MedicalRecordContext,
  type MedicalRecordEvent,
  type MedicalRecordInput,
  type MedicalRecordSnapshot,
} from './medicalRecordTypes';

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

const empty: Dap = { data: '', assessment: '', plan: '' };
const missing = (dap: Dap) => Object.fromEntries(dapMissingFields(dap).map((field) => [field, true]));

export const medicalRecordModel = setup({
  types: {
    context: {} as MedicalRecordContext,
    events: {} as MedicalRecordModelEvent,
    input: {} as MedicalRecordInput,
    tags: {} as 'loading' | 'busy' | 'error' | 'readOnly',
  },
  guards: {
    isComplete: ({ context }) => dapMissingFields(context.dap).length === 0,
  },
}).createMachine({
  id: 'medicalRecord',
  context: ({ input }) => createMedicalRecordContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      on: {
        'record.loaded': [
          {
            guard: ({ event }) => event.record.finalized_at != null,
            target: 'finalized',
            actions: assign({ dap: ({ event }) => event.record.dap ?? empty }),
          },
          {
            guard: ({ event }) => !event.record.can_finalize,
            target: 'locked',
            actions: assign({ dap: ({ event }) => event.record.dap ?? empty }),
          },
          { target: 'draft', actions: assign({ dap: ({ event }) => event.record.dap ?? empty }) },
        ],
        'record.failed': { target: 'loadFailed', actions: assign({ error: { code: 'FAILED' } }) },
      },
    },
    loadFailed: { tags: 'error', on: { 'record.reload': 'loading' } },
    draft: {
      on: {
        'dap.change': {
          actions: assign({
            dap: ({ context, event }) => ({ ...context.dap, [event.field]: event.value }),
            fieldErrors: ({ context, event }) => ({ ...context.fieldErrors, [event.field]: undefined }),
            saved: false,
          }),
        },
        'dap.save': 'saving',
        'dap.finalize': [
          { guard: 'isComplete', target: 'finalizing' },
          { actions: assign({ fieldErrors: ({ context }) => missing(context.dap) }) },
        ],
      },
    },
    saving: {
      tags: 'busy',
      entry: assign({ error: null }),
      on: {
        'save.done': { target: 'draft', actions: assign({ saved: true }) },
        'save.failed': { target: 'draft', actions: assign({ error: { code: 'FAILED' } }) },
      },
    },
    finalizing: {
      tags: 'busy',
      entry: assign({ error: null }),
      on: {
        'finalize.done': 'finalized',
        'finalize.refused': {
          target: 'locked',
          actions: assign({ error: { code: 'RECORD_NOT_FINALIZABLE' } }),
        },
        'finalize.failed': {
          target: 'draft',
          actions: assign({ error: { code: 'FAILED' }, fieldErrors: {} }),
        },
      },
    },
    locked: { tags: ['readOnly', 'error'] },
    finalized: { tags: 'readOnly', on: { 'note.add': 'addingNote' } },
    addingNote: {
      tags: ['readOnly', 'busy'],
      entry: assign({ error: null }),
      on: {
        'note.done': 'finalized',
        'note.failed': { target: 'finalized', actions: assign({ error: { code: 'FAILED' } }) },
      },
    },
  },
});

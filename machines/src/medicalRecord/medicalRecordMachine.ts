/**
 * The vet's medical record: a DAP draft that is saved and edited, then finalized once (never when
 * the appointment was declined or is Incomplete; data, assessment and plan required). Finalized is
 * read-only except for new notes; the record is released to the client only then.
 */
import { assign, fromPromise, setup } from 'xstate';
import { dapMissingFields } from '@pawcall/domain';
import {
  createMedicalRecordContext,
  type Dap,
  type MedicalRecordContext,
  type MedicalRecordEvent,
  type MedicalRecordInput,
  type MedicalRecordSnapshot,
  serverFieldErrors,
  toRecordError,
} from './medicalRecordTypes';

const missing = (dap: Dap) => Object.fromEntries(dapMissingFields(dap).map((field) => [field, true]));

export const medicalRecordMachine = setup({
  types: {
    context: {} as MedicalRecordContext,
    events: {} as MedicalRecordEvent,
    input: {} as MedicalRecordInput,
    tags: {} as 'loading' | 'busy' | 'error' | 'readOnly',
  },
  actors: {
    loadRecord: fromPromise<MedicalRecordSnapshot, { reference: string }>(async () => {
      throw new Error('medicalRecordMachine: loadRecord was not provided');
    }),
    saveDraft: fromPromise<void, { reference: string; dap: Dap }>(async () => {
      throw new Error('medicalRecordMachine: saveDraft was not provided');
    }),
    finalize: fromPromise<void, { reference: string; dap: Dap }>(async () => {
      throw new Error('medicalRecordMachine: finalize was not provided');
    }),
    addNote: fromPromise<void, { reference: string; text: string }>(async () => {
      throw new Error('medicalRecordMachine: addNote was not provided');
    }),
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
      invoke: {
        src: 'loadRecord',
        input: ({ context }) => ({ reference: context.reference }),
        onDone: [
          {
            guard: ({ event }) => event.output.finalized_at != null,
            target: 'finalized',
            actions: assign({
              dap: ({ event }) => event.output.dap ?? { data: '', assessment: '', plan: '' },
            }),
          },
          {
            guard: ({ event }) => !event.output.can_finalize,
            target: 'locked',
            actions: assign({
              dap: ({ event }) => event.output.dap ?? { data: '', assessment: '', plan: '' },
            }),
          },
          {
            target: 'draft',
            actions: assign({
              dap: ({ event }) => event.output.dap ?? { data: '', assessment: '', plan: '' },
            }),
          },
        ],
        onError: {
          target: 'loadFailed',
          actions: assign({ error: ({ event }) => toRecordError(event.error) }),
        },
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
      invoke: {
        src: 'saveDraft',
        input: ({ context }) => ({ reference: context.reference, dap: context.dap }),
        onDone: { target: 'draft', actions: assign({ saved: true }) },
        onError: { target: 'draft', actions: assign({ error: ({ event }) => toRecordError(event.error) }) },
      },
    },
    finalizing: {
      tags: 'busy',
      entry: assign({ error: null }),
      invoke: {
        src: 'finalize',
        input: ({ context }) => ({ reference: context.reference, dap: context.dap }),
        onDone: 'finalized',
        onError: [
          {
            guard: ({ event }) => toRecordError(event.error).code === 'RECORD_NOT_FINALIZABLE',
            target: 'locked',
            actions: assign({ error: ({ event }) => toRecordError(event.error) }),
          },
          {
            target: 'draft',
            actions: assign({
              error: ({ event }) => toRecordError(event.error),
              fieldErrors: ({ event }) => serverFieldErrors(event.error),
            }),
          },
        ],
      },
    },
    // Declined, cancelled or Incomplete: the record cannot be finalized.
    locked: { tags: ['readOnly', 'error'] },
    finalized: {
      tags: 'readOnly',
      on: { 'note.add': 'addingNote' },
    },
    addingNote: {
      tags: ['readOnly', 'busy'],
      entry: assign({ error: null }),
      invoke: {
        src: 'addNote',
        input: ({ context, event }) => ({
          reference: context.reference,
          text: (event as { text?: string }).text ?? '',
        }),
        onDone: 'finalized',
        onError: {
          target: 'finalized',
          actions: assign({ error: ({ event }) => toRecordError(event.error) }),
        },
      },
    },
  },
});

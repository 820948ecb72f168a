/** Sample data for the medical record paths. */
import { definePaths } from '../paths/types';
import { medicalRecordModel } from './medicalRecordModel';

export const sampleDraftRecord = { finalized_at: null, can_finalize: true, dap: null };
export const sampleFinalizedRecord = {
  finalized_at: '2030-01-07T16:00:00.000Z',
  can_finalize: false,
  dap: { data: 'Ear scratching', assessment: 'Otitis externa', plan: 'Ear cleaner 7 days' },
};
export const sampleLockedRecord = { finalized_at: null, can_finalize: false, dap: null };

export const medicalRecordPaths = definePaths({
  description:
    'Medical record: DAP draft, save, finalize (data, assessment, plan required; never when declined or incomplete), ' +
    'read-only after finalization except new notes.',
  model: medicalRecordModel,
  input: { reference: 'PAWV5T8N' },
  eventData: {
    'record.loaded': [
      { record: sampleDraftRecord },
      { record: sampleFinalizedRecord },
      { record: sampleLockedRecord },
    ],
    'dap.change': [
      { field: 'data', value: 'Ear scratching' },
      { field: 'assessment', value: 'Otitis externa' },
      { field: 'plan', value: 'Ear cleaner 7 days' },
    ],
    'note.add': [{ text: 'Cytology booked at the home clinic.' }],
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      filled: ['data', 'assessment', 'plan'].filter((f) => snapshot.context.dap[f as 'data']),
      errors: Object.keys(snapshot.context.fieldErrors).filter(
        (f) => snapshot.context.fieldErrors[f as 'data'],
      ),
      saved: snapshot.context.saved,
      error: snapshot.context.error?.code ?? null,
    }),
  describeState: (snapshot) => {
    const errors = Object.keys(snapshot.context.fieldErrors).filter(
      (f) => snapshot.context.fieldErrors[f as 'data'],
    );
    return errors.length ? `missing ${errors.join(', ')}` : undefined;
  },
});

/** Sample data for the cancellation paths. */
import { definePaths } from '../paths/types';
import { cancellationModel } from './cancellationModel';

export const sampleCancellablePolicy = { can_cancel: true, expires_at: '2099-01-01T00:00:00.000Z' };
export const sampleRefusedPolicy = { can_cancel: false, expires_at: '2099-01-01T00:00:00.000Z' };

export const cancellationPaths = definePaths({
  description:
    'Cancel an appointment: policy, reason (text for other), confirm; already cancelled, not cancellable, session expired.',
  model: cancellationModel,
  input: { reference: 'PAW3M8X4' },
  eventData: {
    'policy.loaded': [{ policy: sampleCancellablePolicy }, { policy: sampleRefusedPolicy }],
    'reason.select': [{ reason: 'SCHEDULE_CONFLICT' }, { reason: 'OTHER' }],
    'notes.change': [{ notes: 'Feeling better' }],
    'cancel.failed': [
      { code: 'ALREADY_CANCELLED' },
      { code: 'NOT_CANCELLABLE' },
      { code: 'SESSION_EXPIRED' },
      { code: 'FAILED' },
    ],
  },
  serializeState: (snapshot) =>
    JSON.stringify({
      value: snapshot.value,
      reason: snapshot.context.reason,
      notes: snapshot.context.notes !== '',
      fieldErrors: snapshot.context.fieldErrors,
      error: snapshot.context.error?.code ?? null,
    }),
  describeState: (snapshot) => {
    const missing = Object.keys(snapshot.context.fieldErrors);
    return missing.length ? `missing ${missing.join(', ')}` : undefined;
  },
});

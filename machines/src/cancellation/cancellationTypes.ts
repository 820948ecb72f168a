import type { CancelReason } from '@pawcall/domain';

export interface CancellationPolicy {
  can_cancel: boolean;
  /** The cancellation session ends here ("Cancellation session expired, please try again"). */
  expires_at: string;
}

export type CancellationErrorCode =
  | 'ALREADY_CANCELLED'
  | 'NOT_CANCELLABLE'
  | 'SESSION_EXPIRED'
  | 'POLICY_FAILED'
  | 'FAILED';

export interface CancellationContext {
  reference: string;
  policy: CancellationPolicy | null;
  reason: CancelReason | null;
  notes: string;
  /** Per-field problems after a submit: the app shows them and shakes the form. */
  fieldErrors: { reason?: 'REQUIRED'; notes?: 'REQUIRED' };
  error: { code: CancellationErrorCode; message?: string } | null;
}

export type CancellationEvent =
  | { type: 'reason.select'; reason: CancelReason }
  | { type: 'notes.change'; notes: string }
  | { type: 'cancel.submit' }
  | { type: 'cancel.restart' }
  | { type: 'session.expired' };

export interface CancellationInput {
  reference: string;
}

export const createCancellationContext = (input: CancellationInput): CancellationContext => ({
  reference: input.reference,
  policy: null,
  reason: null,
  notes: '',
  fieldErrors: {},
  error: null,
});

export function toCancellationError(error: unknown): { code: CancellationErrorCode; message?: string } {
  const code = (error as { code?: unknown } | null)?.code;
  const message = (error as { message?: unknown } | null)?.message;
  const known =
    code === 'ALREADY_CANCELLED' || code === 'NOT_CANCELLABLE' || code === 'SESSION_EXPIRED'
      ? code
      : 'FAILED';
  return typeof message === 'string' ? { code: known, message } : { code: known };
}

import type { components } from '@pawcall/api-client/types';
import type { MessageKey, MessageParams } from '../i18n';

/**
 * What a flow's rules refuse, in the domain's words. A service throws these; it never chooses an
 * HTTP status or writes an envelope: src/http/bind.ts maps each kind to its status and the
 * envelope, so the rules can be run (and tested) without a request.
 */

/** The contract's stable codes (clients branch on them), shared by every kind. */
export type ErrorCode = components['schemas']['ErrorCode'];

/** A message translated when the answer is written, in the caller's locale. */
export interface LocalisedMessage {
  key: MessageKey;
  params?: MessageParams;
}

export type FieldErrors = Record<string, LocalisedMessage[]>;

/**
 * - unauthenticated: nobody signed in, or not any more
 * - notAllowed: this caller may not do this (a client on a vet's call)
 * - notFound: nothing the caller may see by that name (never a hint it exists)
 * - conflict: the thing exists but its state refuses the change (finalized, cancelled, closed)
 * - gone: it existed and has lapsed for good (an expired prescription)
 * - throttled: too many attempts; `retryAfterSeconds` says when to try again
 * - paymentDeclined: the card was refused
 * - providerFailed: an outside service failed; nothing was done
 */
export type DomainErrorKind =
  | 'unauthenticated'
  | 'notAllowed'
  | 'notFound'
  | 'conflict'
  | 'gone'
  | 'throttled'
  | 'paymentDeclined'
  | 'providerFailed';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params?: MessageParams,
    readonly retryAfterSeconds?: number,
  ) {
    super(`${kind} ${code}: ${messageKey}`);
  }
}

export const unauthenticated = (messageKey: MessageKey = 'auth.unauthenticated') =>
  new DomainError('unauthenticated', 'UNAUTHENTICATED', messageKey);
export const notAllowed = (messageKey: MessageKey) => new DomainError('notAllowed', 'FORBIDDEN', messageKey);
export const notFound = (messageKey: MessageKey = 'generic.notFound') =>
  new DomainError('notFound', 'NOT_FOUND', messageKey);
export const conflict = (code: ErrorCode, messageKey: MessageKey, params?: MessageParams) =>
  new DomainError('conflict', code, messageKey, params);
export const gone = (code: ErrorCode, messageKey: MessageKey) => new DomainError('gone', code, messageKey);
export const throttled = (
  code: ErrorCode,
  messageKey: MessageKey,
  params: MessageParams,
  retryAfterSeconds: number,
) => new DomainError('throttled', code, messageKey, params, retryAfterSeconds);
export const paymentDeclined = (messageKey: MessageKey) =>
  new DomainError('paymentDeclined', 'PAYMENT_DECLINED', messageKey);
export const providerFailed = (code: ErrorCode, messageKey: MessageKey) =>
  new DomainError('providerFailed', code, messageKey);

/**
 * Input the rules refuse, field by field, each with a message key. `malformed`: not even the shape
 * the field must have (a code that is not 6 digits), told apart from a well-formed value refused.
 */
export class InvalidFields extends Error {
  constructor(
    readonly fields: FieldErrors,
    readonly malformed = false,
  ) {
    super(`invalid: ${Object.keys(fields).join(', ')}`);
  }
}

export function addFieldError(
  fields: FieldErrors,
  field: string,
  key: MessageKey,
  params?: MessageParams,
): void {
  const message: LocalisedMessage = params ? { key, params } : { key };
  const list = fields[field] ?? [];
  list.push(message);
  fields[field] = list;
}

export function failIfAny(fields: FieldErrors): void {
  if (Object.keys(fields).length > 0) throw new InvalidFields(fields);
}

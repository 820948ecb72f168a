import type { components } from '@pawcall/api-client/types';
import type { MessageKey, MessageParams } from '../i18n';

export type ErrorCode = components['schemas']['ErrorCode'];

/** A message that is translated when the response is written, in the caller's locale. */
export interface LocalisedMessage {
  key: MessageKey;
  params?: MessageParams;
}

/** `{ status: 'error', message, code }` with an HTTP status. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    readonly messageKey: MessageKey,
    readonly params?: MessageParams,
    readonly headers?: Record<string, string>,
    /** The envelope's `data`, e.g. the url to follow on a 403 (IDENTIFIER or an area guard). */
    readonly data?: { url?: string },
  ) {
    super(`${code}: ${messageKey}`);
  }
}

export type FieldErrors = Record<string, LocalisedMessage[]>;

/** `{ status: 'fail', data: { field: [messages] } }`, 422 unless told otherwise. */
export class FailError extends Error {
  constructor(
    readonly fields: FieldErrors,
    readonly status = 422,
  ) {
    super(`fail: ${Object.keys(fields).join(', ')}`);
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
  if (Object.keys(fields).length > 0) throw new FailError(fields);
}

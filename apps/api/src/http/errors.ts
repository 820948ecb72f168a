import type { MessageKey, MessageParams } from '../i18n';
import { type DomainErrorKind, type ErrorCode, type FieldErrors, InvalidFields } from '../domain/errors';

export type { ErrorCode, FieldErrors, LocalisedMessage } from '../domain/errors';
export { addFieldError, failIfAny } from '../domain/errors';

/**
 * The HTTP status of each domain error kind (src/domain/errors.ts); the envelope is
 * `{ status: 'error', message, code }` with the error's own code.
 */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  unauthenticated: 401,
  paymentDeclined: 402,
  notAllowed: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  throttled: 429,
  providerFailed: 502,
};

/**
 * `{ status: 'error', message, code }` with an HTTP status, for refusals that belong to the HTTP
 * layer (the caller's session, identity and area) and the route modules not yet split into a
 * flow's service; a service throws a DomainError instead.
 */
export class ApiError extends Error {
  /** Cookies the refusal sets or clears (a refused refresh clears the session's cookies). */
  cookies: readonly string[] = [];

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

  withCookies(cookies: readonly string[]): this {
    this.cookies = cookies;
    return this;
  }
}

/**
 * `{ status: 'fail', data: { field: [messages] } }` with a status other than the 422 every
 * InvalidFields gets (400 for input refused before any handler runs).
 */
export class FailError extends InvalidFields {
  constructor(
    fields: FieldErrors,
    readonly status = 422,
  ) {
    super(fields);
  }
}

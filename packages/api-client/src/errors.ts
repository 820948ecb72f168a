import type { ErrorCode, Locale } from './types';

export type ApiErrorKind = 'fail' | 'error' | 'network' | 'timeout';

/**
 * Every failure of a call, normalised. `message` is always something a user can read in their locale:
 * the server's message, the per-field messages, or the spec's fallbacks.
 */
export class ApiError extends Error {
  readonly kind: ApiErrorKind;
  readonly status: number;
  readonly code: ErrorCode | undefined;
  /** Per-field messages, each field's list joined with spaces (spec part 2, section 5 "Forms"). */
  readonly fields: Record<string, string>;
  /** Extra data of an error envelope, such as the url to follow on an IDENTIFIER 403. */
  readonly data: { url?: string } | undefined;

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    message: string;
    code?: ErrorCode | undefined;
    fields?: Record<string, string>;
    data?: { url?: string } | undefined;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.kind = init.kind;
    this.status = init.status;
    this.code = init.code;
    this.fields = init.fields ?? {};
    this.data = init.data;
  }

  get isNetwork(): boolean {
    return this.kind === 'network' || this.kind === 'timeout';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

// The spec's fallbacks (part 2, section 8). The api-client is used before react-intl is ready
// (and by the server's tests), so it carries these few strings itself.
const FALLBACKS: Record<Locale, { generic: string; processing: string; network: string }> = {
  'en-US': {
    generic: 'Woof! Something went wrong, please refresh, try again or contact support.',
    processing: 'There was an error processing your request.',
    network: 'Woof! Unable to connect',
  },
  'en-CA': {
    generic: 'Woof! Something went wrong, please refresh, try again or contact support.',
    processing: 'There was an error processing your request.',
    network: 'Woof! Unable to connect',
  },
  'en-GB': {
    generic: 'Woof! Something went wrong, please refresh, try again or contact support.',
    processing: 'There was an error processing your request.',
    network: 'Woof! Unable to connect',
  },
  'fr-CA': {
    generic: 'Wouf! Une erreur est survenue, veuillez actualiser, réessayer ou contacter le soutien.',
    processing: 'Une erreur est survenue lors du traitement de votre demande.',
    network: 'Wouf! Connexion impossible',
  },
};

export function fallbackMessages(locale: Locale) {
  return FALLBACKS[locale] ?? FALLBACKS['en-US'];
}

function joinFieldMessages(data: unknown): Record<string, string> {
  const fields: Record<string, string> = {};
  if (data && typeof data === 'object') {
    for (const [field, messages] of Object.entries(data as Record<string, unknown>)) {
      if (Array.isArray(messages)) fields[field] = messages.filter((m) => typeof m === 'string').join(' ');
      else if (typeof messages === 'string') fields[field] = messages;
    }
  }
  return fields;
}

/** Turns a non-2xx response body (already parsed, or undefined when it was not JSON) into an ApiError. */
export function errorFromResponse(status: number, body: unknown, locale: Locale): ApiError {
  const fallback = fallbackMessages(locale);
  if (body && typeof body === 'object' && 'status' in body) {
    const envelope = body as { status: unknown; data?: unknown; message?: unknown; code?: unknown };
    if (envelope.status === 'fail') {
      const fields = joinFieldMessages(envelope.data);
      const message = Object.values(fields).join(' ') || fallback.generic;
      return new ApiError({ kind: 'fail', status, message, fields });
    }
    if (envelope.status === 'error') {
      const message =
        typeof envelope.message === 'string' && envelope.message.trim() !== ''
          ? envelope.message
          : fallback.generic;
      return new ApiError({
        kind: 'error',
        status,
        message,
        code: typeof envelope.code === 'string' ? (envelope.code as ErrorCode) : undefined,
        data:
          envelope.data && typeof envelope.data === 'object'
            ? (envelope.data as { url?: string })
            : undefined,
      });
    }
  }
  return new ApiError({ kind: 'error', status, message: fallback.processing });
}

export function networkError(cause: unknown, locale: Locale): ApiError {
  const timedOut = cause instanceof DOMException && cause.name === 'TimeoutError';
  return new ApiError({
    kind: timedOut ? 'timeout' : 'network',
    status: 0,
    message: fallbackMessages(locale).network,
  });
}

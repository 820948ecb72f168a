/** Email or phone verification by a 6-digit code (spec: "not verified to verified by code (single attempt)"). */
export type VerificationChannel = 'EMAIL' | 'PHONE';
/** A phone code is texted, or read out by a call (spec: "phone verification by SMS or call"). */
export type PhoneCodeChannel = 'SMS' | 'CALL';

export interface VerificationError {
  /** CODE_INCORRECT, CODE_RESEND_TOO_SOON, a field failure (FIELD) or anything else (UNKNOWN). */
  code: 'CODE_INCORRECT' | 'CODE_RESEND_TOO_SOON' | 'FIELD' | 'UNKNOWN';
  message?: string;
  /** Seconds until a new code may be asked for (CODE_RESEND_TOO_SOON). */
  retryAfter?: number;
}

export interface VerificationInput {
  channel: VerificationChannel;
  /** A code went out already (at registration for the email): start by asking for it. */
  codeAlreadySent?: boolean;
  /** Seconds left on the resend countdown at start. */
  resendIn?: number;
  /** The phone number to prefill (phone only). */
  phone?: { countryCode: string; number: string } | null;
}

export interface VerificationContext {
  channel: VerificationChannel;
  startWithCode: boolean;
  countryCode: string;
  phoneNumber: string;
  /** What the user typed; kept after a wrong code so they can see it. */
  code: string;
  /** Where the last code went, partly masked. */
  sentTo: string | null;
  resendIn: number;
  /** How the phone's next code goes out: texted, or read out by a call ("Call me instead"). */
  sendBy: PhoneCodeChannel;
  error: VerificationError | null;
}

export type VerificationEvent =
  | { type: 'phone.change'; countryCode: string; number: string }
  | { type: 'phone.submit' }
  | { type: 'code.change'; code: string }
  | { type: 'code.submit' }
  | { type: 'code.resend' }
  /** A new phone code read out by a call instead of a text; the same countdown as a resend. */
  | { type: 'code.call' }
  | { type: 'phone.edit' }
  /** One second of the resend countdown. */
  | { type: 'tick' };

export interface SendCodeInput {
  channel: VerificationChannel;
  countryCode: string;
  phoneNumber: string;
  /** True for "resend" (the same number again), false for a new number. */
  resend: boolean;
  /** Texted, or read out by a call (a resend only: a new number is texted first). */
  by: PhoneCodeChannel;
}
export interface SendCodeOutput {
  sentTo: string;
  resendIn: number;
}
export interface VerifyCodeInput {
  channel: VerificationChannel;
  code: string;
}

export function toVerificationError(error: unknown): VerificationError {
  if (error && typeof error === 'object' && 'code' in error) {
    const code = (error as { code: unknown }).code;
    const message = 'message' in error ? String((error as { message: unknown }).message) : undefined;
    const retryAfter =
      'retryAfter' in error ? Number((error as { retryAfter: unknown }).retryAfter) : undefined;
    if (code === 'CODE_INCORRECT' || code === 'CODE_RESEND_TOO_SOON' || code === 'FIELD')
      return { code, ...(message ? { message } : {}), ...(retryAfter ? { retryAfter } : {}) };
  }
  const message =
    error && typeof error === 'object' && 'message' in error
      ? String((error as { message: unknown }).message)
      : undefined;
  return { code: 'UNKNOWN', ...(message ? { message } : {}) };
}

export function createVerificationContext(input: VerificationInput): VerificationContext {
  return {
    channel: input.channel,
    startWithCode: input.codeAlreadySent === true,
    countryCode: input.phone?.countryCode ?? '1',
    phoneNumber: input.phone?.number ?? '',
    code: '',
    sentTo: null,
    resendIn: input.resendIn ?? 0,
    sendBy: 'SMS',
    error: null,
  };
}

import { describe, expect, it } from 'vitest';
import { errorFromResponse, networkError } from './errors';

describe('errorFromResponse', () => {
  it('joins each field’s messages with spaces and keeps them per field', () => {
    const error = errorFromResponse(
      422,
      {
        status: 'fail',
        data: { password: ['Too short.', 'Needs a number.'], email: ['Enter a valid email.'] },
      },
      'en-US',
    );
    expect(error.kind).toBe('fail');
    expect(error.fields).toEqual({ password: 'Too short. Needs a number.', email: 'Enter a valid email.' });
    expect(error.message).toBe('Too short. Needs a number. Enter a valid email.');
  });

  it('uses the server message and code of an error envelope', () => {
    const error = errorFromResponse(
      409,
      { status: 'error', code: 'SLOT_UNAVAILABLE', message: 'Taken.' },
      'en-US',
    );
    expect(error).toMatchObject({ kind: 'error', status: 409, code: 'SLOT_UNAVAILABLE', message: 'Taken.' });
  });

  it('falls back to the spec’s "Woof!" message when the error has no message', () => {
    const error = errorFromResponse(500, { status: 'error', message: '' }, 'en-US');
    expect(error.message).toBe('Woof! Something went wrong, please refresh, try again or contact support.');
  });

  it('says "There was an error processing your request." when the body is not an envelope', () => {
    expect(errorFromResponse(502, undefined, 'en-US').message).toBe(
      'There was an error processing your request.',
    );
  });

  it('speaks the caller’s locale for fallbacks', () => {
    expect(errorFromResponse(502, '<html>', 'fr-CA').message).toBe(
      'Une erreur est survenue lors du traitement de votre demande.',
    );
  });
});

describe('networkError', () => {
  it('tells a time-out apart from a refused connection, both with the connection message', () => {
    const timeout = networkError(new DOMException('timed out', 'TimeoutError'), 'en-US');
    const refused = networkError(new TypeError('fetch failed'), 'en-US');
    expect(timeout.kind).toBe('timeout');
    expect(refused.kind).toBe('network');
    expect(refused.isNetwork).toBe(true);
    expect(refused.message).toBe('Woof! Unable to connect');
  });
});

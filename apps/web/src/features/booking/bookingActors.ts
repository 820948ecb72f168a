import {
  type ApiClients,
  type Appointment,
  isApiError,
  type Quote,
  queries,
  queryKeys,
  type User,
} from '@pawcall/api-client';
import { api } from '@pawcall/api-client';
import {
  type BookInput,
  type BookingError,
  type BookingQuote,
  type BookOutput,
  bookingMachine,
  type ConfirmBookingInput,
  type ConfirmBookingOutput,
  type CreateQuoteInput,
} from '@pawcall/machines';
import type { QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';

const MACHINE_CODES = [
  'SLOT_UNAVAILABLE',
  'PAYMENT_DECLINED',
  'SESSION_EXPIRED',
  'QUOTE_NOT_MODIFIABLE',
] as const;

/** An ApiError in the shape the machine decides by (bookingTypes.BookingError). */
export function toBookingError(error: unknown): BookingError {
  if (isApiError(error)) {
    if (error.isNetwork) return { code: 'NETWORK' as const, message: error.message };
    if (error.kind === 'fail') {
      return {
        code: 'VALIDATION' as const,
        message: error.message,
        fields: Object.fromEntries(
          Object.entries(error.fields).map(([field, message]) => [field, [message]]),
        ),
      };
    }
    const code = MACHINE_CODES.find((known) => known === error.code);
    return { code: code ?? ('UNKNOWN' as const), message: error.message };
  }
  return { code: 'UNKNOWN' as const, ...(error instanceof Error ? { message: error.message } : {}) };
}

/**
 * A booking call (cx/book, cx/book/confirm) that timed out, or that failed on the server without a
 * reason of its own, may still have charged the card and booked: the spec's "There may have been
 * an error while booking your appointment - please contact support" (an error without a message),
 * rather than "unable to connect" or a generic line that invites booking twice.
 */
export function toBookCallError(error: unknown): BookingError {
  if (
    isApiError(error) &&
    (error.kind === 'timeout' || (error.status >= 500 && (!error.code || error.code === 'INTERNAL')))
  )
    return { code: 'UNKNOWN' as const };
  return toBookingError(error);
}

async function mapped<T>(run: () => Promise<T>, toError = toBookingError): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw toError(error);
  }
}

/**
 * The booking machine with its API calls injected. Every quote the server returns goes to the
 * machine as it is (a generated Quote is a BookingQuote) and to react-query's cache, where the
 * screens read it by uuid.
 */
export function provideBookingMachine(clients: ApiClients, queryClient: QueryClient, viewer: User | null) {
  const remember = (quote: Quote): BookingQuote => {
    queryClient.setQueryData(queryKeys.quote(quote.uuid), quote);
    return quote;
  };
  const booked = (appointment: Appointment) => {
    queryClient.setQueryData(queryKeys.appointment(appointment.reference_id), appointment);
    void queryClient.invalidateQueries({ queryKey: queryKeys.appointmentsAll });
    return appointment.reference_id;
  };
  /** The client's confirmed appointment at the quote's time with the quote's vet, if there is one. */
  const bookingOfQuote = async (quoteUuid: string): Promise<Appointment | null> => {
    const quote = queryClient.getQueryData<Quote>(queryKeys.quote(quoteUuid));
    if (!quote) return null;
    const page = await api.listAppointments(clients, {
      start_at: quote.start_at,
      end_at: quote.end_at,
      status: 'CONFIRMED',
    });
    return (
      page.items.find(
        (appointment) =>
          appointment.partner.uuid === quote.partner.uuid &&
          Date.parse(appointment.start_at) === Date.parse(quote.start_at),
      ) ?? null
    );
  };
  return bookingMachine.provide({
    actors: {
      fetchQuote: fromPromise(({ input }: { input: { quoteUuid: string } }) =>
        mapped(async () =>
          remember(
            (await queryClient.fetchQuery({
              ...queries.quote(clients, input.quoteUuid),
              staleTime: 0,
            })) as Quote,
          ),
        ),
      ),
      updateQuotePet: fromPromise(({ input }: { input: { quoteUuid: string; petUuid: string } }) =>
        mapped(async () => remember(await api.setQuotePet(clients, input.quoteUuid, input.petUuid))),
      ),
      updateQuotePaymentMethod: fromPromise(
        ({ input }: { input: { quoteUuid: string; paymentMethodUuid: string } }) =>
          mapped(async () =>
            remember(await api.setQuotePaymentMethod(clients, input.quoteUuid, input.paymentMethodUuid)),
          ),
      ),
      applyPromo: fromPromise(({ input }: { input: { quoteUuid: string; code: string } }) =>
        mapped(async () => remember(await api.setQuotePromoCode(clients, input.quoteUuid, input.code))),
      ),
      book: fromPromise(({ input }: { input: BookInput }) =>
        mapped(async (): Promise<BookOutput> => {
          // Memberships (cx/book/membership) are not built yet; the option is disabled on screen.
          if (input.paymentOption !== 'SINGLE') throw new Error('Membership booking is not available yet.');
          let result: Awaited<ReturnType<typeof api.book>>;
          try {
            result = await api.book(clients, input.payload);
          } catch (error) {
            // A quote is booked once. Refused as booked, this quote was booked already: by an
            // earlier try whose answer was lost (timed out, failed on the way back) or in another
            // tab. The client is booked; show that booking rather than the refusal.
            const appointment =
              isApiError(error) && error.code === 'QUOTE_NOT_MODIFIABLE'
                ? await bookingOfQuote(input.payload.quote_uuid).catch(() => null)
                : null;
            if (appointment) return { kind: 'booked' as const, referenceId: booked(appointment) };
            throw error;
          }
          if (result.kind === 'REQUIRES_ACTION') {
            return {
              kind: 'requiresAction' as const,
              paymentIntentId: result.payment_intent_id,
              clientSecret: result.client_secret,
            };
          }
          return { kind: 'booked' as const, referenceId: booked(result.appointment) };
        }, toBookCallError),
      ),
      confirmBooking: fromPromise(({ input }: { input: ConfirmBookingInput }) =>
        mapped(async (): Promise<ConfirmBookingOutput> => {
          const result = await api.confirmBooking(clients, {
            quote_uuid: input.quoteUuid,
            payment_intent_id: input.paymentIntentId,
          });
          if (result.kind !== 'BOOKED') throw new Error('The payment still needs another action.');
          return { referenceId: booked(result.appointment) };
        }, toBookCallError),
      ),
      createQuote: fromPromise(({ input }: { input: CreateQuoteInput }) =>
        mapped(async () => {
          const address = viewer?.profile_address;
          return remember(
            await api.createQuote(clients, input.partnerUuid, {
              client_uuid: viewer?.uuid ?? null,
              start_at: input.start_at,
              end_at: input.end_at,
              pet_uuid: input.pet_uuid,
              platform: 'WEB',
              target_country: address?.country ?? null,
              target_province: address?.province ?? null,
              target_city: address?.city ?? null,
            }),
          );
        }),
      ),
    },
  });
}

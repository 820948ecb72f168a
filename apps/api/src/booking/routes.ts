import type { Handlers } from '../http/bind';
import { ApiError } from '../http/errors';
import { requireBookingClient } from '../http/guards';
import * as booking from './service';

/** A charge the server cannot match to a live hold is its own failure: 500 BOOKING_FAILED. */
async function answering<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (error instanceof booking.PaidHoldReleased)
      throw new ApiError(500, 'BOOKING_FAILED', 'booking.failed');
    throw error;
  }
}

/** Booking a quote and confirming it after the card's challenge; only an active client may. */
export const bookingHandlers = {
  async book(ctx) {
    const user = requireBookingClient(ctx);
    return { data: await answering(booking.book(ctx.deps, user, ctx.body, ctx.now)) };
  },

  async confirmBooking(ctx) {
    const user = requireBookingClient(ctx);
    return { data: await answering(booking.confirm(ctx.deps, user, ctx.body, ctx.now)) };
  },
} satisfies Handlers;

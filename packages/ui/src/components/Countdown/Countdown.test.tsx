import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown, formatCountdown } from './Countdown';

const announce = (minutes: number) => `${minutes} minutes left`;

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-21T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('shows mm:ss in a named timer', () => {
    render(<Countdown label="Time left" secondsLeft={125} />);
    expect(screen.getByRole('timer', { name: 'Time left' })).toHaveTextContent('02:05');
  });

  it('ticks down to a deadline by itself', () => {
    render(<Countdown label="Time left" endsAt={Date.now() + 90_000} />);
    expect(screen.getByRole('timer')).toHaveTextContent('01:30');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:29');
  });

  it('announces politely only when the minute changes', () => {
    const { container } = render(
      <Countdown label="Time left" endsAt={Date.now() + 62_000} announce={announce} />,
    );
    const live = container.querySelector('[aria-live="polite"]')!;
    expect(live).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1000));
    expect(live).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
    expect(live).toHaveTextContent('');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:59');
    expect(live).toHaveTextContent('0 minutes left');
  });

  it('calls onExpire once at zero and stops at 00:00', () => {
    const onExpire = vi.fn();
    render(<Countdown label="Time left" endsAt={Date.now() + 2000} onExpire={onExpire} />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.getByRole('timer')).toHaveTextContent('00:00');
    expect(onExpire).toHaveBeenCalledTimes(1);
  });

  it('formats long durations as minutes', () => {
    expect(formatCountdown(75 * 60)).toBe('75:00');
    expect(formatCountdown(-3)).toBe('00:00');
  });
});

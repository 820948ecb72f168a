import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TimeZonePicker, timeZoneOffset } from './TimeZonePicker';

const winter = new Date('2026-01-15T12:00:00Z');

describe('TimeZonePicker', () => {
  it('finds a zone by city and shows its offset at the given date', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <TimeZonePicker
        label="Time zone"
        emptyMessage="No time zones match"
        at={winter}
        timeZones={['America/Toronto', 'America/Vancouver', 'Europe/London']}
        onValueChange={onValueChange}
      />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Time zone' }), 'vancouver');
    const option = screen.getByRole('option', { name: /America\/Vancouver/ });
    expect(option).toHaveTextContent('GMT-08:00');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('America/Vancouver');
  });

  it('offers every zone the platform knows by default, and offsets follow daylight saving', () => {
    renderWithTheme(<TimeZonePicker label="Time zone" emptyMessage="None" defaultValue="Europe/London" />);
    expect(screen.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/London');
    expect(timeZoneOffset('Europe/London', winter, 'en-US')).toMatch(/^GMT(\+00:00)?$/);
    expect(timeZoneOffset('Europe/London', new Date('2026-07-01T12:00:00Z'), 'en-US')).toBe('GMT+01:00');
  });
});

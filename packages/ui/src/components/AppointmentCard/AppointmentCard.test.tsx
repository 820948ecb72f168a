import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { AppointmentCard } from './AppointmentCard';

const text = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('AppointmentCard', () => {
  it('shows the title, the time in the given zone and locale, the vet and the status', () => {
    renderWithTheme(
      <AppointmentCard
        title="Video appointment for Rex"
        startsAt="2026-11-24T14:30:00Z"
        timeZone="America/Toronto"
        vetName="Dr. Jane Smith"
        status={{ label: 'Confirmed', tone: 'success' }}
        actions={<button type="button">Join</button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Video appointment for Rex' })).toBeVisible();
    const time = screen.getByRole('article').querySelector('time')!;
    expect(time).toHaveAttribute('datetime', '2026-11-24T14:30:00.000Z');
    expect(text(time.textContent)).toBe('Tuesday, November 24, 2026 at 9:30 AM');
    expect(screen.getByText('Dr. Jane Smith')).toBeVisible();
    expect(screen.getByText('Confirmed')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Join' })).toBeVisible();
  });

  it('formats the date for fr-CA from the ThemeProvider locale', () => {
    renderWithTheme(
      <AppointmentCard
        title="Rendez-vous"
        startsAt="2026-11-24T14:30:00Z"
        timeZone="America/Toronto"
        vetName="Dre Tremblay"
      />,
      { locale: 'fr-CA' },
    );
    expect(text(screen.getByRole('article').querySelector('time')!.textContent)).toBe(
      'mardi 24 novembre 2026 à 09 h 30',
    );
  });
});

import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Calendar } from './Calendar';
import { monthGrid } from './calendarDates';
import { DatePicker } from './DatePicker';

const labels = { previousMonthLabel: 'Previous month', nextMonthLabel: 'Next month' };

describe('Calendar', () => {
  it('moves by day, week and month with the keyboard and chooses with Enter', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<Calendar {...labels} value="2026-03-10" today="2026-03-01" onSelect={onSelect} />);
    expect(screen.getByRole('grid', { name: 'March 2026' })).toBeInTheDocument();
    screen.getByRole('button', { name: 'Tuesday, March 10, 2026' }).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Wednesday, March 18, 2026' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    expect(screen.getByRole('grid', { name: 'April 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Saturday, April 18, 2026' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('2026-04-18');
  });

  it('will not choose a day before min', async () => {
    const onSelect = vi.fn();
    renderWithTheme(<Calendar {...labels} today="2026-03-10" min="2026-03-10" onSelect={onSelect} />);
    const past = screen.getByRole('button', { name: 'Monday, March 9, 2026' });
    expect(past).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(past);
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('starts weeks on Monday in fr-CA and names days in French', () => {
    renderWithTheme(<Calendar {...labels} today="2026-03-10" locale="fr-CA" onSelect={() => {}} />);
    expect(screen.getAllByRole('columnheader')[0]).toHaveAttribute('abbr', 'lundi');
    expect(monthGrid('2026-03-10', 0)[0]![0]).toBe('2026-03-01');
  });
});

describe('DatePicker', () => {
  it('opens a calendar, chooses a date and shows it in the locale; focus returns to the field', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <DatePicker
        {...labels}
        label="Birthday"
        placeholder="Choose a date"
        defaultValue="2020-05-14"
        onValueChange={onValueChange}
      />,
    );
    const field = screen.getByRole('button', { name: /Birthday/ });
    expect(field).toHaveTextContent('May 14, 2020');
    await userEvent.click(field);
    const dialog = await screen.findByRole('dialog', { name: 'Birthday' });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Thursday, May 14, 2020' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{Enter}');
    expect(onValueChange).toHaveBeenCalledWith('2020-05-15');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(field).toHaveTextContent('May 15, 2020');
    expect(field).toHaveFocus();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { TimeslotPicker } from './TimeslotPicker';

const days = [
  {
    id: 'tue',
    label: 'Tue, Nov 24',
    slots: [
      { id: 'tue-9', label: '9:00 AM' },
      { id: 'tue-10', label: '10:00 AM' },
      { id: 'tue-11', label: '11:00 AM', disabled: true },
    ],
  },
  {
    id: 'wed',
    label: 'Wed, Nov 25',
    slots: [
      { id: 'wed-9', label: '9:00 AM' },
      { id: 'wed-10', label: '10:00 AM' },
    ],
  },
  { id: 'thu', label: 'Thu, Nov 26', slots: [] },
];

const slot = (day: string, time: string) =>
  within(screen.getByRole('group', { name: day })).getByRole('button', { name: time });

describe('TimeslotPicker', () => {
  it('groups the times under each named day, and says when a day has none', () => {
    renderWithTheme(<TimeslotPicker label="Choose times" days={days} noSlotsLabel="No times available" />);
    expect(screen.getByRole('group', { name: 'Choose times' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Tue, Nov 24' })).toHaveTextContent('9:00 AM10:00 AM11:00 AM');
    expect(screen.getByRole('group', { name: 'Thu, Nov 26' })).toHaveTextContent('No times available');
  });

  it('toggles times with the keyboard and reports the selection', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<TimeslotPicker label="Choose times" days={days} onValueChange={onValueChange} />);
    await userEvent.tab();
    expect(slot('Tue, Nov 24', '9:00 AM')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(slot('Tue, Nov 24', '9:00 AM')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard(' ');
    expect(slot('Tue, Nov 24', '9:00 AM')).toHaveAttribute('aria-pressed', 'false');
    expect(onValueChange.mock.calls).toEqual([[['tue-9']], [[]]]);
  });

  it('allows up to 3 times by default, then shows the limit message and refuses more', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <TimeslotPicker
        label="Choose times"
        days={days}
        limitMessage="You can choose up to 3 times."
        onValueChange={onValueChange}
      />,
    );
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(slot('Tue, Nov 24', '9:00 AM'));
    await userEvent.click(slot('Tue, Nov 24', '10:00 AM'));
    await userEvent.click(slot('Wed, Nov 25', '9:00 AM'));
    expect(screen.getByRole('status')).toHaveTextContent('You can choose up to 3 times.');
    await userEvent.click(slot('Wed, Nov 25', '10:00 AM'));
    expect(slot('Wed, Nov 25', '10:00 AM')).toHaveAttribute('aria-pressed', 'false');
    expect(slot('Wed, Nov 25', '10:00 AM')).toHaveAttribute('aria-disabled', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith(['tue-9', 'tue-10', 'wed-9']);
    // Freeing one makes room again.
    await userEvent.click(slot('Tue, Nov 24', '9:00 AM'));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await userEvent.click(slot('Wed, Nov 25', '10:00 AM'));
    expect(slot('Wed, Nov 25', '10:00 AM')).toHaveAttribute('aria-pressed', 'true');
  });

  it('honours a custom max', async () => {
    renderWithTheme(<TimeslotPicker label="Choose times" days={days} max={1} limitMessage="One only." />);
    await userEvent.click(slot('Tue, Nov 24', '9:00 AM'));
    await userEvent.click(slot('Tue, Nov 24', '10:00 AM'));
    expect(slot('Tue, Nov 24', '10:00 AM')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('One only.');
  });

  it('in single mode, choosing a time replaces the previous one', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(
      <TimeslotPicker label="Choose a time" days={days} mode="single" onValueChange={onValueChange} />,
    );
    await userEvent.click(slot('Tue, Nov 24', '9:00 AM'));
    await userEvent.click(slot('Wed, Nov 25', '10:00 AM'));
    expect(slot('Tue, Nov 24', '9:00 AM')).toHaveAttribute('aria-pressed', 'false');
    expect(slot('Wed, Nov 25', '10:00 AM')).toHaveAttribute('aria-pressed', 'true');
    expect(onValueChange).toHaveBeenLastCalledWith(['wed-10']);
  });

  it('cannot pick an unavailable time', async () => {
    renderWithTheme(<TimeslotPicker label="Choose times" days={days} />);
    expect(slot('Tue, Nov 24', '11:00 AM')).toBeDisabled();
  });
});

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Stepper } from './Stepper';

const steps = [
  { id: 'pet', label: 'Pet' },
  { id: 'location', label: 'Location' },
  { id: 'payment', label: 'Payment' },
];

describe('Stepper', () => {
  it('is a named navigation listing the steps in order, with aria-current on the current one', () => {
    renderWithTheme(
      <Stepper label="Booking steps" steps={steps} current="location" completedLabel="completed" />,
    );
    const nav = screen.getByRole('navigation', { name: 'Booking steps' });
    const items = within(nav).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual(['Pet completed', '2Location', '3Payment']);
    const current = nav.querySelectorAll('[aria-current="step"]');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Location');
  });

  it('marks earlier steps completed for screen readers', () => {
    renderWithTheme(
      <Stepper label="Booking steps" steps={steps} current="payment" completedLabel="completed" />,
    );
    expect(screen.getByText('Pet').parentElement).toHaveTextContent('Pet completed');
    expect(screen.getByText('Location').parentElement).toHaveTextContent('Location completed');
    expect(screen.getByText('Payment').parentElement).not.toHaveTextContent('completed');
  });

  it('lets the user go back to a completed step by keyboard when onStepSelect is given', async () => {
    const onStepSelect = vi.fn();
    renderWithTheme(
      <Stepper label="Booking steps" steps={steps} current="payment" onStepSelect={onStepSelect} />,
    );
    expect(screen.getAllByRole('button')).toHaveLength(2);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: /Pet/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onStepSelect).toHaveBeenCalledWith('pet');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Tabs } from './Tabs';

const items = [
  { value: 'prescriptions', label: 'Prescriptions', content: <p>No prescriptions yet</p> },
  { value: 'orders', label: 'Orders', content: <p>Two orders shipped</p> },
  { value: 'autoships', label: 'Autoships', content: <p>Autoship active</p> },
];

describe('Tabs', () => {
  it('shows the first tab panel and switches panel on click', async () => {
    const onValueChange = vi.fn();
    renderWithTheme(<Tabs label="Pharmacy" items={items} onValueChange={onValueChange} />);
    expect(screen.getByRole('tablist', { name: 'Pharmacy' })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Prescriptions' })).toHaveTextContent('No prescriptions yet');
    await userEvent.click(screen.getByRole('tab', { name: 'Orders' }));
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Orders' })).toHaveTextContent('Two orders shipped');
    expect(onValueChange).toHaveBeenCalledWith('orders');
  });

  it('moves between tabs with the arrow keys', async () => {
    renderWithTheme(<Tabs label="Pharmacy" items={items} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'Prescriptions' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Autoships' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Autoship active');
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Prescriptions' })).toHaveFocus();
  });
});

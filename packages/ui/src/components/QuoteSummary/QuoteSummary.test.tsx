import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { QuoteSummary } from './QuoteSummary';

const items = [
  { id: 'fee', label: 'Appointment fee', amount: 8000 },
  { id: 'coupon', label: 'Promo FOLLOWUP15', amount: -1200 },
];

describe('QuoteSummary', () => {
  it('lists each line with its amount and the total, in a named region', () => {
    renderWithTheme(
      <QuoteSummary title="Your quote" items={items} totalLabel="Total" total={6800} currency="USD" />,
    );
    const region = screen.getByRole('region', { name: 'Your quote' });
    const terms = within(region)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const values = within(region)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Appointment fee', 'Promo FOLLOWUP15', 'Total']);
    expect(values).toEqual(['$80.00', '-$12.00', '$68.00']);
  });

  it('shows the total the caller gives (the server is the authority)', () => {
    renderWithTheme(
      <QuoteSummary items={items} totalLabel="Total" total={0} currency="GBP" locale="en-GB" />,
    );
    expect(screen.getAllByRole('definition').at(-1)).toHaveTextContent('£0.00');
  });

  it('hides amounts for hidden pricing', () => {
    renderWithTheme(
      <QuoteSummary
        items={items}
        totalLabel="Total"
        total={6800}
        currency="USD"
        hidden
        hiddenLabel="Included"
      />,
    );
    expect(screen.queryByText(/\$/)).not.toBeInTheDocument();
    expect(screen.getAllByText('Included')).toHaveLength(3);
  });
});

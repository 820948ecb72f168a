import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { formatMoney, Money } from './Money';

// Intl uses narrow no-break spaces in some locales; compare with ordinary spaces.
const text = (s: string | null) => (s ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('Money', () => {
  it('formats cents for the locale and currency', () => {
    renderWithTheme(<Money amount={159900} currency="USD" locale="en-US" />);
    expect(screen.getByText('$1,599.00')).toBeVisible();
  });

  it('uses the ThemeProvider locale when none is passed (fr-CA puts the symbol last)', () => {
    const { container } = renderWithTheme(<Money amount={1599} currency="CAD" />, { locale: 'fr-CA' });
    expect(text(container.textContent)).toBe('15,99 $');
  });

  it('shows the hidden-pricing label instead of an amount', () => {
    renderWithTheme(<Money amount={8000} currency="USD" hidden hiddenLabel="Covered by your plan" />);
    expect(screen.getByText('Covered by your plan')).toBeVisible();
    expect(screen.queryByText(/\$80/)).not.toBeInTheDocument();
  });

  it('formats each spec locale', () => {
    expect(formatMoney(8000, 'USD', 'en-US')).toBe('$80.00');
    expect(formatMoney(8000, 'CAD', 'en-CA')).toBe('$80.00');
    expect(text(formatMoney(8000, 'CAD', 'fr-CA'))).toBe('80,00 $');
    expect(formatMoney(8000, 'GBP', 'en-GB')).toBe('£80.00');
    expect(formatMoney(-1500, 'USD', 'en-US')).toBe('-$15.00');
  });

  it('respects currencies without minor units', () => {
    expect(formatMoney(500, 'JPY', 'en-US')).toBe('¥500');
  });
});

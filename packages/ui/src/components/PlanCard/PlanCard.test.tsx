import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button/Button';
import { PlanCard } from './PlanCard';

const plus = {
  name: 'Plus',
  price: { amount: 1999, currency: 'USD' },
  intervalLabel: 'per month',
  benefits: ['3 appointments', 'Unlimited messaging'],
};

describe('PlanCard', () => {
  it('shows the plan, its price per term in the locale, benefits and the action', () => {
    renderWithTheme(
      <PlanCard
        {...plus}
        badge="Most popular"
        savings="Save up to $300 annually"
        action={<Button>Choose Plus</Button>}
      />,
    );
    const card = screen.getByRole('article', { name: 'Plus' });
    expect(card).toHaveTextContent('$19.99per month');
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['3 appointments', 'Unlimited messaging']);
    expect(card).toHaveTextContent('Most popular');
    expect(within(card).getByRole('button', { name: 'Choose Plus' })).toBeInTheDocument();
  });

  it('with hidden pricing shows the replacement text and no amount', () => {
    renderWithTheme(
      <PlanCard {...plus} hidePrice hiddenPriceLabel="Included by your employer" locale="fr-CA" />,
    );
    const card = screen.getByRole('article', { name: 'Plus' });
    expect(card).toHaveTextContent('Included by your employer');
    expect(card).not.toHaveTextContent('19,99');
    expect(card).not.toHaveTextContent('per month');
  });
});

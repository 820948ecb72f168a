import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button/Button';
import { PetCard } from './PetCard';

describe('PetCard', () => {
  it('shows the pet by name with its facts, warnings and actions', () => {
    renderWithTheme(
      <PetCard
        name="Rex"
        summary="Dog · Beagle"
        facts={[
          { label: 'Age', value: '4 years' },
          { label: 'Weight', value: '12 kg' },
        ]}
        warnings={['Weight outdated']}
        actions={<Button size="sm">Edit</Button>}
      />,
    );
    const card = screen.getByRole('article', { name: 'Rex' });
    expect(within(card).getByRole('heading', { level: 3, name: 'Rex' })).toBeInTheDocument();
    expect(card).toHaveTextContent('Dog · Beagle');
    expect(within(card).getByText('Weight').nextElementSibling).toHaveTextContent('12 kg');
    expect(card).toHaveTextContent('Weight outdated');
    expect(within(card).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  });
});

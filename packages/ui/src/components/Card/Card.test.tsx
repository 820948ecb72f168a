import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Card } from './Card';

describe('Card', () => {
  it('renders its content in the element asked for', () => {
    renderWithTheme(
      <Card as="article" aria-label="Upcoming appointment">
        <p>Thursday 9:30</p>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Upcoming appointment' })).toHaveTextContent('Thursday 9:30');
  });
});

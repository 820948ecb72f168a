import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a heading, the explanation and the next step', () => {
    renderWithTheme(
      <EmptyState
        title="No appointments yet"
        description="Book a video call with a licensed vet."
        action={<Button>Book a vet</Button>}
        headingLevel={3}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No appointments yet' })).toBeInTheDocument();
    expect(screen.getByText('Book a video call with a licensed vet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Book a vet' })).toBeInTheDocument();
  });
});

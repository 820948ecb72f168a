import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Skeleton, Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status region that tells screen readers what is loading', () => {
    renderWithTheme(<Spinner label="Loading vets" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading vets');
  });

  it('without a label it is hidden from assistive technology', () => {
    renderWithTheme(<Spinner />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('Skeleton', () => {
  it('is hidden from assistive technology', () => {
    renderWithTheme(<Skeleton width={120} />);
    expect(screen.getByTestId('skeleton')).toHaveAttribute('aria-hidden', 'true');
  });
});

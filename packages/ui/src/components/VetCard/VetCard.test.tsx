import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { VetCard } from './VetCard';

const vet = {
  name: 'Dr. Jane Smith',
  postNominal: 'DVM',
  designation: 'Veterinarian',
  rating: 4.8,
  ratingCount: 132,
  ratingLabel: 'Rated 4.8 out of 5 from 132 reviews',
  rate: { amount: 8000, currency: 'CAD' },
  rateLabel: 'per appointment',
  species: ['Dog', 'Cat'],
  speciesLabel: 'Species treated',
};

describe('VetCard', () => {
  it('shows the vet as an article with heading, designation, rating, rate and species', () => {
    renderWithTheme(<VetCard {...vet} link={<a href="/vets/jane">View profile</a>} />, { locale: 'en-CA' });
    const card = screen.getByRole('article');
    expect(screen.getByRole('heading', { level: 3, name: 'Dr. Jane Smith, DVM' })).toBeVisible();
    expect(card).toHaveTextContent('Veterinarian');
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5 from 132 reviews' })).toBeVisible();
    expect(screen.getByText('$80.00')).toBeVisible();
    expect(card).toHaveTextContent('per appointment');
    expect(screen.getByRole('list', { name: 'Species treated' })).toHaveTextContent('DogCat');
    expect(screen.getByRole('link', { name: 'View profile' })).toHaveAttribute('href', '/vets/jane');
  });

  it('shows initials when there is no photo', () => {
    renderWithTheme(<VetCard {...vet} />);
    expect(screen.getByText('JS')).toBeInTheDocument();
  });

  it('leaves the rate out with hidden pricing', () => {
    renderWithTheme(<VetCard {...vet} hidePrice />);
    expect(screen.queryByText(/80/)).not.toBeInTheDocument();
    expect(screen.queryByText('per appointment')).not.toBeInTheDocument();
  });
});

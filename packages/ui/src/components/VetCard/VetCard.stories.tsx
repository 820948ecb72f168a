import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VetCard } from './VetCard';

const photo =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#f4d7b0"/><circle cx="32" cy="26" r="12" fill="#6b4226"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#6b4226"/></svg>',
  );

const meta = {
  title: 'Components/VetCard',
  component: VetCard,
  args: {
    name: 'Dr. Jane Smith',
    postNominal: 'DVM',
    designation: 'Veterinarian',
    rating: 4.8,
    ratingCount: 132,
    ratingLabel: 'Rated 4.8 out of 5 from 132 reviews',
    rate: { amount: 8000, currency: 'USD' },
    rateLabel: 'per appointment',
    species: ['Dog', 'Cat', 'Small mammal'],
    speciesLabel: 'Species treated',
    link: <a href="#profile">View profile</a>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof VetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithInitials: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Dr. Jane Smith, DVM' })).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Rated 4.8 out of 5 from 132 reviews' })).toBeVisible();
    await expect(canvas.getByText('$80.00')).toBeVisible();
  },
};
export const WithPhoto: Story = { args: { photoUrl: photo } };
export const Technician: Story = {
  args: {
    name: 'Alex Martin',
    postNominal: 'RVT',
    designation: 'Veterinary technician',
    rate: { amount: 4500, currency: 'CAD' },
  },
};
export const HiddenPricing: Story = { args: { hidePrice: true } };
export const NoRatingYet: Story = { args: { rating: undefined, ratingCount: undefined } };

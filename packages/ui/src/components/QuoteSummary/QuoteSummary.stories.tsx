import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { QuoteSummary } from './QuoteSummary';

const meta = {
  title: 'Components/QuoteSummary',
  component: QuoteSummary,
  args: {
    title: 'Your quote',
    items: [
      { id: 'fee', label: 'Appointment fee', amount: 8000 },
      { id: 'booking', label: 'Booking fee', amount: 299 },
      { id: 'coupon', label: 'Promo FOLLOWUP15', description: '15% off a follow-up', amount: -1200 },
    ],
    totalLabel: 'Total',
    total: 7099,
    currency: 'USD',
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof QuoteSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  globals: { locale: 'en-US' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your quote' })).toHaveTextContent('Total$70.99');
  },
};
export const Canadian: Story = { args: { currency: 'CAD', locale: 'fr-CA' } };
export const Free: Story = {
  args: { items: [{ id: 'fee', label: 'Appointment fee', amount: 0 }], total: 0 },
};
export const HiddenPricing: Story = { args: { hidden: true, hiddenLabel: 'Included' } };

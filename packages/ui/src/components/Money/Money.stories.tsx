import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Money, moneyCurrencies } from './Money';

const meta = {
  title: 'Components/Money',
  component: Money,
  args: { amount: 8000, currency: 'USD' },
  argTypes: { currency: { control: 'inline-radio', options: moneyCurrencies } },
  parameters: {
    docs: {
      description: {
        component: 'Amounts are in cents; the locale comes from the toolbar (ThemeProvider) unless passed.',
      },
    },
  },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const USD: Story = {};
export const CanadianDollarsFrench: Story = {
  args: { amount: 1599, currency: 'CAD', locale: 'fr-CA' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/15,99\s\$/)).toBeVisible();
  },
};
export const PoundsSterling: Story = { args: { amount: 2500, currency: 'GBP', locale: 'en-GB' } };
export const Discount: Story = { args: { amount: -1500, currency: 'USD' } };
export const HiddenPricing: Story = { args: { hidden: true, hiddenLabel: 'Covered by your plan' } };

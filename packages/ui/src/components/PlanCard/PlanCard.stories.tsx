import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Columns } from '../Layout/Columns';
import { PlanCard } from './PlanCard';

const meta = {
  title: 'Components/PlanCard',
  component: PlanCard,
  args: {
    name: 'Plus',
    price: { amount: 1999, currency: 'USD' },
    intervalLabel: 'per month',
    benefits: ['3 appointments a year', 'Unlimited messaging with your vet', '15% off follow-ups'],
    savings: 'Save up to $300 annually',
    action: <Button fullWidth>Choose Plus</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Highlighted: Story = { args: { highlighted: true, badge: 'Most popular' } };
export const HiddenPricing: Story = {
  args: { hidePrice: true, hiddenPriceLabel: 'Included by your employer' },
};
export const Comparison: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 760 }}>{Story()}</div>],
  render: (args) => (
    <Columns columns={{ base: 1, small: 2 }}>
      <PlanCard {...args} />
      <PlanCard
        {...args}
        name="Unlimited"
        price={{ amount: 19900, currency: 'USD' }}
        intervalLabel="per year"
        benefits={['Unlimited appointments', 'Unlimited messaging with your vet']}
        badge="Best value"
        highlighted
        action={<Button fullWidth>Choose Unlimited</Button>}
      />
    </Columns>
  ),
};

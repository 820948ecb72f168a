import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, cardPaddings, cardVariants } from './Card';

const meta = {
  title: 'Components/Card',
  component: Card,
  args: {
    variant: 'raised',
    padding: 'md',
    children: (
      <>
        <h3 style={{ margin: 0 }}>Rex's appointment</h3>
        <p>Thursday at 9:30 AM with Dr. Smith.</p>
      </>
    ),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: cardVariants },
    padding: { control: 'inline-radio', options: cardPaddings },
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Raised: Story = {};
export const Outlined: Story = { args: { variant: 'outlined' } };
export const Flat: Story = { args: { variant: 'flat' } };
export const LargePadding: Story = { args: { padding: 'lg' } };
export const Interactive: Story = {
  args: {
    interactive: true,
    children: (
      <a href="#vet" style={{ color: 'inherit' }}>
        Dr. Jane Smith, DVM
      </a>
    ),
  },
};

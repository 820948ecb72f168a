import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { PetCard } from './PetCard';

const meta = {
  title: 'Components/PetCard',
  component: PetCard,
  args: {
    name: 'Rex',
    summary: 'Dog · Beagle',
    facts: [
      { label: 'Age', value: '4 years' },
      { label: 'Weight', value: '12 kg' },
      { label: 'Sex', value: 'Male, neutered' },
    ],
    actions: (
      <Button size="sm" variant="secondary">
        Edit
      </Button>
    ),
  },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PetCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WeightOutdated: Story = { args: { warnings: ['Weight outdated'] } };
export const Selected: Story = { args: { selected: true, actions: undefined } };
export const Minimal: Story = {
  args: { name: 'Mittens', summary: 'Cat', facts: undefined, actions: undefined },
};

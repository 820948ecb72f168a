import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  DescriptionDetails,
  DescriptionList,
  DescriptionTerm,
  descriptionListLayouts,
} from './DescriptionList';

const meta = {
  title: 'Components/DescriptionList',
  component: DescriptionList,
  argTypes: { layout: { control: 'inline-radio', options: descriptionListLayouts } },
  render: (args) => (
    <DescriptionList {...args}>
      <DescriptionTerm>Pet</DescriptionTerm>
      <DescriptionDetails>Biscuit</DescriptionDetails>
      <div>
        <DescriptionTerm>Concerns</DescriptionTerm>
        <DescriptionDetails>Limping, not eating</DescriptionDetails>
      </div>
      <DescriptionTerm>Description</DescriptionTerm>
      <DescriptionDetails preserveLineBreaks>{'Started on Monday.\nWorse after walks.'}</DescriptionDetails>
      <DescriptionTerm tone="strong">Total</DescriptionTerm>
      <DescriptionDetails align="end">$49.00</DescriptionDetails>
    </DescriptionList>
  ),
} satisfies Meta<typeof DescriptionList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Columns: Story = {};
export const Stacked: Story = { args: { layout: 'stacked' } };

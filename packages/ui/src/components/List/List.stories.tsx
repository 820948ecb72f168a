import type { Meta, StoryObj } from '@storybook/react-vite';
import { spaceScale } from '../../theme/tokens';
import { List } from './List';

const meta = {
  title: 'Typography/List',
  component: List,
  argTypes: { gap: { control: 'select', options: spaceScale } },
  render: (args) => (
    <List {...args}>
      <li>At least 8 characters</li>
      <li>A number</li>
      <li>
        A word that is not your email address, your name or your pet's name, so that it is hard to guess
      </li>
    </List>
  ),
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Bulleted: Story = {};
export const Numbered: Story = { args: { ordered: true } };
export const Spaced: Story = { args: { gap: 'sm' } };

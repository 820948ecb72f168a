import type { Meta, StoryObj } from '@storybook/react-vite';
import { Heading, headingLevels, headingSizes, headingTones } from './Heading';

const meta = {
  title: 'Typography/Heading',
  component: Heading,
  args: { children: 'Book a video visit' },
  argTypes: {
    level: { control: 'inline-radio', options: headingLevels },
    size: { control: 'inline-radio', options: headingSizes },
    tone: { control: 'inline-radio', options: headingTones },
  },
} satisfies Meta<typeof Heading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Level1: Story = { args: { level: 1 } };
export const Level2: Story = { args: { level: 2 } };
export const Level3: Story = { args: { level: 3 } };
export const Level4: Story = { args: { level: 4 } };
/** An h2 in the page title's size: structure and looks are chosen apart. */
export const SizeIndependentOfLevel: Story = { args: { level: 2, size: 'xxl' } };
export const Muted: Story = { args: { tone: 'muted', children: 'Past appointments' } };
export const Brand: Story = { args: { tone: 'brand', children: 'Welcome to Pawcall' } };

export const TypeScale: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {headingSizes.map((size) => (
        <Heading key={size} {...args} level={3} size={size}>
          {size}: {args.children}
        </Heading>
      ))}
    </div>
  ),
};

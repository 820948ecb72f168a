import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Inline } from '../Layout/Inline';
import { Text } from '../Text/Text';
import { TextLink, textLinkTones, textLinkUnderlines } from '../TextLink/TextLink';
import { LinkButton } from './LinkButton';

const meta = {
  title: 'Components/Link button',
  component: LinkButton,
  args: { children: 'Log out', onClick: fn() },
  argTypes: {
    tone: { control: 'inline-radio', options: textLinkTones },
    underline: { control: 'inline-radio', options: textLinkUnderlines },
  },
} satisfies Meta<typeof LinkButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Log out' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** In a navigation bar: the action reads like the links beside it. */
export const AmongLinks: Story = {
  args: { tone: 'neutral' },
  render: (args) => (
    <Inline as="nav" gap="md" aria-label="Main">
      <TextLink tone="neutral" underline="hover" href="#find">
        Find a vet
      </TextLink>
      <TextLink tone="neutral" underline="hover" href="#appointments">
        Appointments
      </TextLink>
      <LinkButton {...args} />
    </Inline>
  ),
};

/** Keyboard focus shows the ring and the underline. */
export const KeyboardFocus: Story = {
  args: { tone: 'neutral' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Log out' })).toHaveFocus();
  },
};

/** A notification in a list: the text is the button; an unread one is bold. */
export const NotificationText: Story = {
  args: { tone: 'neutral', 'aria-label': 'Unread: Your vet replied' },
  render: (args) => (
    <LinkButton {...args}>
      <Text as="span" weight="bold">
        Your vet replied
      </Text>
    </LinkButton>
  ),
};

export const Disabled: Story = { args: { disabled: true } };

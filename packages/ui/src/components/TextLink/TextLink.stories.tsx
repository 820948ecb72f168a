import type { Meta, StoryObj } from '@storybook/react-vite';
import { type AnchorHTMLAttributes, forwardRef } from 'react';
import { expect } from 'storybook/test';
import { TextLink, textLinkTones, textLinkUnderlines } from './TextLink';

const meta = {
  title: 'Typography/Text link',
  component: TextLink,
  args: { href: '#appointments', children: 'View your appointments' },
  argTypes: {
    tone: { control: 'inline-radio', options: textLinkTones },
    underline: { control: 'inline-radio', options: textLinkUnderlines },
  },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Brand: Story = {};
export const Neutral: Story = { args: { tone: 'neutral', children: 'Privacy policy' } };
export const Danger: Story = { args: { tone: 'danger', children: 'Delete this pet' } };
/** A stand-alone link: no underline until hover or keyboard focus. */
export const UnderlineOnHover: Story = { args: { underline: 'hover', children: 'Forgot your password?' } };

export const KeyboardFocus: Story = {
  args: { underline: 'hover', children: 'Forgot your password?' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Forgot your password?' })).toHaveFocus();
  },
};

/** Navigation: the current page's link (aria-current="page", as a router NavLink sets it) reads as chosen. */
export const CurrentPage: Story = {
  args: { tone: 'neutral', underline: 'hover' },
  render: (args) => (
    <nav aria-label="Main" style={{ display: 'flex', gap: 12 }}>
      <TextLink {...args} href="#find">
        Find a vet
      </TextLink>
      <TextLink {...args} href="#appointments" aria-current="page">
        Appointments
      </TextLink>
    </nav>
  ),
};

export const InRunningText: Story = {
  render: (args) => (
    <p style={{ margin: 0 }}>
      Questions about a charge? <TextLink {...args}>See your billing history</TextLink> or contact us.
    </p>
  ),
};

/** Stands in for react-router's Link, which renders an <a> and takes its props. */
const RouterLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }>(
  function RouterLink({ to, ...rest }, ref) {
    return <a ref={ref} href={to} {...rest} />;
  },
);

export const AsChildRouterLink: Story = {
  render: (args) => (
    <TextLink tone={args.tone} underline={args.underline} asChild>
      <RouterLink to="#appointments">View your appointments</RouterLink>
    </TextLink>
  ),
};

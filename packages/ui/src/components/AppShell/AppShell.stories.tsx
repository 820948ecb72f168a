import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Heading } from '../Heading/Heading';
import { IconButton } from '../IconButton/IconButton';
import { Stack } from '../Layout/Stack';
import { LinkButton } from '../LinkButton/LinkButton';
import { NativeSelect } from '../NativeSelect/NativeSelect';
import { Text } from '../Text/Text';
import { TextLink } from '../TextLink/TextLink';
import { AppHeader, AppShell } from './AppShell';

const bell = (
  <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor">
    <path strokeWidth="2" strokeLinecap="round" d="M6 16V11a6 6 0 1 1 12 0v5l2 2H4l2-2Zm4 4a2 2 0 0 0 4 0" />
  </svg>
);

const language = (
  <NativeSelect label="Language" hideLabel defaultValue="en-US">
    <option value="en-US">English (US)</option>
    <option value="fr-CA">Français (Canada)</option>
  </NativeSelect>
);

const content = (
  <Stack gap="md">
    <Heading level={1}>Your appointments</Heading>
    <Text>Nothing booked yet. Find a vet to book a video visit.</Text>
  </Stack>
);

const meta = {
  title: 'Layout/App shell',
  component: AppShell,
  parameters: { layout: 'fullscreen' },
  args: {
    skipLinkLabel: 'Skip to main content',
    header: (
      <AppHeader
        brand={<a href="#home">Pawcall</a>}
        navigationLabel="Main"
        navigation={
          <>
            <TextLink tone="neutral" underline="hover" href="#find">
              Find a vet
            </TextLink>
            <TextLink tone="neutral" underline="hover" href="#appointments" aria-current="page">
              Appointments
            </TextLink>
            <IconButton label="Notifications, 3 unread" count={3}>
              {bell}
            </IconButton>
            <LinkButton tone="neutral">Log out</LinkButton>
          </>
        }
        actions={language}
      />
    ),
    children: content,
  },
} satisfies Meta<typeof AppShell>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Signed in: at the story's 480 px the navigation wraps under the brand. */
export const SignedIn: Story = {};

export const SignedOut: Story = {
  args: {
    header: (
      <AppHeader
        brand={<a href="#home">Pawcall</a>}
        navigationLabel="Main"
        navigation={
          <>
            <TextLink tone="neutral" underline="hover" href="#find">
              Find a vet
            </TextLink>
            <TextLink tone="neutral" underline="hover" href="#sign-in">
              Sign in
            </TextLink>
          </>
        }
        actions={language}
      />
    ),
  },
};

/** The first Tab shows the skip link; following it puts focus on the main region. */
export const SkipLink: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const skip = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toHaveFocus();
  },
};

export const SkipLinkFollowed: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

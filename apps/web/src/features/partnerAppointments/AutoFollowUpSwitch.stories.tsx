import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, waitFor } from 'storybook/test';
import { type ScreenParameters, ScreenRoutes, withScreen } from '../../storybook/ScreenStory';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };

/** The switch is named by its label, which also holds the hint. */
const switchName = (t: ReturnType<typeof storyMessages>['t']) =>
  new RegExp(`^${t('px.autoFollowUp.label').replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/**
 * The vet's auto-request switch for follow-ups on her appointments page ("auto-request can be turned
 * on or off by a partner"): it shows the saved setting and saves each change at once.
 */
const meta = {
  title: 'Screens/Vet/Auto follow-up switch',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: {
    screen: { path: '/px/appointments/upcoming', viewer: 'vet' } satisfies ScreenParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Off as saved; turning it on saves and says so; turning it off again does too. */
export const TurnOnAndOff: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyMessages(globals);
    const toggle = await canvas.findByRole('switch', { name: switchName(t) }, LOAD);
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(await canvas.findByRole('status', {}, LOAD)).toHaveTextContent(t('px.autoFollowUp.on'));
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(t('px.autoFollowUp.off')), LOAD);
    await expect(toggle).not.toBeChecked();
  },
};

/** Saved on: the switch reads the vet's setting rather than a default. */
export const SavedOn: Story = {
  parameters: {
    screen: {
      path: '/px/appointments/upcoming',
      viewer: 'vet',
      handlers: () => [
        http.get('*/api/v1/px/settings/auto-followup', () =>
          HttpResponse.json({ status: 'success', data: { enabled: true } }),
        ),
      ],
    } satisfies ScreenParameters,
  },
  play: async ({ canvas, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByRole('switch', { name: switchName(t) }, LOAD)).toBeChecked();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { type ScreenParameters, ScreenRoutes, withScreen } from '../../storybook/ScreenStory';
import { completedAppointment } from '../../storybook/storyFixtures';
import { storyMessages } from '../../storybook/storyMessages';

const LOAD = { timeout: 10_000 };

/** /cx/appointments/{id}/rate: the client reviews the vet (rating, title and text are required). */
const meta = {
  title: 'Screens/Visit/Rate the visit',
  render: () => <ScreenRoutes />,
  decorators: [withScreen],
  tags: ['!autodocs'],
  parameters: {
    screen: {
      path: '/cx/appointments/PWCRATE1/rate',
      setup: ({ state }) => {
        state.appointments = [completedAppointment('PWCRATE1', 1)];
      },
    } satisfies ScreenParameters,
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const RequiredFields: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyMessages(globals);
    await expect(await canvas.findByRole('heading', { name: t('visit.rate.title') }, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: t('visit.rate.submit') }));
    await expect(await canvas.findAllByText(t('visit.rate.required'))).toHaveLength(3);
    await expect(canvas.getByRole('textbox', { name: t('visit.rate.reviewTitle') })).toBeInvalid();
  },
};

export const Thanks: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    const { t } = storyMessages(globals);
    await userEvent.click(
      await canvas.findByRole('radio', { name: t('visit.rate.stars', { stars: 5 }) }, LOAD),
    );
    await userEvent.type(canvas.getByRole('textbox', { name: t('visit.rate.reviewTitle') }), 'Calm');
    await userEvent.type(canvas.getByRole('textbox', { name: t('visit.rate.text') }), 'Clear advice.');
    await userEvent.click(canvas.getByRole('button', { name: t('visit.rate.submit') }));
    await expect(await canvas.findByText(t('visit.rate.thanks'), {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('visit.backToAppointment') })).toHaveAttribute(
      'href',
      '/cx/appointments/PWCRATE1',
    );
  },
};

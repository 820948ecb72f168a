import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { VideoTile } from '../VideoCall/VideoCall';
import { DeviceCheckPanel } from './DeviceCheckPanel';

const meta = {
  title: 'Video/DeviceCheckPanel',
  component: DeviceCheckPanel,
  args: {
    title: 'Check your camera, microphone and network',
    statusLabels: { pending: 'Waiting', checking: 'Checking…', pass: 'Ready', fail: 'Not working' },
    checks: [
      { id: 'camera', label: 'Camera', status: 'pass', detail: 'FaceTime HD Camera' },
      { id: 'mic', label: 'Microphone', status: 'pass', detail: 'Built-in microphone' },
      { id: 'speakers', label: 'Speakers', status: 'pass' },
      { id: 'network', label: 'Network', status: 'pass', detail: 'Good connection' },
    ],
    actions: <Button>Continue to waiting room</Button>,
  },
  decorators: [(Story) => <div style={{ maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof DeviceCheckPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllReady: Story = {};
export const Checking: Story = {
  args: {
    checks: [
      { id: 'camera', label: 'Camera', status: 'pass', detail: 'FaceTime HD Camera' },
      { id: 'mic', label: 'Microphone', status: 'checking' },
      { id: 'network', label: 'Network', status: 'pending' },
    ],
    actions: undefined,
  },
};
export const Failed: Story = {
  args: {
    checks: [
      { id: 'camera', label: 'Camera', status: 'fail', detail: 'Your camera is in use by another app.' },
      { id: 'mic', label: 'Microphone', status: 'pass' },
      { id: 'network', label: 'Network', status: 'fail', detail: 'Cannot connect: check your internet.' },
    ],
    actions: <Button variant="secondary">Check again</Button>,
  },
};
export const WithPreview: Story = { args: { preview: <VideoTile name="You" isLocal /> } };

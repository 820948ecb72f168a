import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { CallQualityIndicator } from '../CallQualityIndicator/CallQualityIndicator';
import { CallControls, VideoTile } from './VideoCall';

const meta = {
  title: 'Video/VideoTile and CallControls',
  component: VideoTile,
  args: { name: 'Dr. Jane Smith', mutedLabel: 'Muted' },
} satisfies Meta<typeof VideoTile>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CameraOff: Story = {};
export const MutedSpeaking: Story = { args: { muted: true, speaking: true } };
export const SmallSelfView: Story = { args: { name: 'You', size: 'sm', isLocal: true } };
export const WithQualityBadge: Story = {
  args: {
    badge: (
      <CallQualityIndicator
        quality="degraded"
        labels={{ excellent: 'Excellent', good: 'Good', suboptimal: 'Fair', degraded: 'Weak', poor: 'Poor' }}
      />
    ),
  },
};

export const Controls: Story = {
  args: { onToggle: fn() } as never,
  render: function Render() {
    const [mic, setMic] = useState(true);
    const [camera, setCamera] = useState(true);
    return (
      <CallControls
        label="Call controls"
        microphoneOn={mic}
        cameraOn={camera}
        onToggleMicrophone={() => setMic(!mic)}
        onToggleCamera={() => setCamera(!camera)}
        onLeave={() => {}}
        microphoneLabel="Microphone"
        cameraLabel="Camera"
        leaveLabel="Leave call"
      />
    );
  },
  play: async ({ canvas, userEvent }) => {
    const mic = canvas.getByRole('button', { name: 'Microphone' });
    await userEvent.click(mic);
    await expect(mic).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(mic).toHaveAttribute('aria-pressed', 'true');
  },
};

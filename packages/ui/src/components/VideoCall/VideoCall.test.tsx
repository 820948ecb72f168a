import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { CallControls, VideoTile } from './VideoCall';

describe('VideoTile', () => {
  it('without a stream shows the person by name and initials, and says when muted', () => {
    renderWithTheme(<VideoTile name="Dr. Jane Smith" muted mutedLabel="Muted" />);
    const tile = screen.getByRole('figure', { name: 'Dr. Jane Smith' });
    expect(tile).toHaveTextContent('JS');
    expect(tile).toHaveTextContent('Muted');
    expect(tile.querySelector('video')).toBeNull();
  });
});

describe('CallControls', () => {
  it('toggles microphone and camera (pressed state) and leaves', async () => {
    const onToggleMicrophone = vi.fn();
    const onToggleCamera = vi.fn();
    const onLeave = vi.fn();
    renderWithTheme(
      <CallControls
        label="Call controls"
        microphoneOn
        cameraOn={false}
        onToggleMicrophone={onToggleMicrophone}
        onToggleCamera={onToggleCamera}
        onLeave={onLeave}
        microphoneLabel="Microphone"
        cameraLabel="Camera"
        leaveLabel="Leave call"
      />,
    );
    expect(screen.getByRole('toolbar', { name: 'Call controls' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Microphone' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Camera' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onToggleMicrophone).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Camera' }));
    await userEvent.click(screen.getByRole('button', { name: 'Leave call' }));
    expect(onToggleCamera).toHaveBeenCalledTimes(1);
    expect(onLeave).toHaveBeenCalledTimes(1);
  });
});

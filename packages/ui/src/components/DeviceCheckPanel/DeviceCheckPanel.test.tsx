import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../../test/render';
import { Button } from '../Button/Button';
import { DeviceCheckPanel } from './DeviceCheckPanel';

describe('DeviceCheckPanel', () => {
  it('lists each check with its status in words and offers the actions', () => {
    renderWithTheme(
      <DeviceCheckPanel
        title="Check your devices"
        statusLabels={{ pending: 'Waiting', checking: 'Checking…', pass: 'Ready', fail: 'Not working' }}
        checks={[
          { id: 'camera', label: 'Camera', status: 'pass', detail: 'FaceTime HD Camera' },
          {
            id: 'mic',
            label: 'Microphone',
            status: 'fail',
            detail: 'Allow microphone access in your browser.',
          },
          { id: 'network', label: 'Network', status: 'checking' },
        ]}
        actions={<Button>Continue</Button>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Check your devices' })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(within(items[0]!).getByText('Ready')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Allow microphone access in your browser.');
    expect(within(items[1]!).getByText('Not working')).toBeInTheDocument();
    expect(items[2]).toHaveTextContent('Checking…');
    expect(screen.getByRole('button', { name: 'Continue' })).toBeInTheDocument();
  });
});

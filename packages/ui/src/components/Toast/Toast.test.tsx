import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ERROR_TOAST_DURATION_MS,
  TOAST_DURATION_MS,
  type ToastOptions,
  ToastProvider,
  useToast,
} from './Toast';

function Trigger(options: ToastOptions) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Notify
    </button>
  );
}

function renderToast(options: ToastOptions) {
  return render(
    <ToastProvider label="Notification" closeLabel="Dismiss">
      <Trigger {...options} />
    </ToastProvider>,
  );
}

/** The toast markup loads with the first toast (a lazy chunk); let that import settle and React render it. */
async function toastRegionLoaded() {
  await act(async () => {
    await import('./ToastRegion');
    await vi.dynamicImportSettled();
  });
}

describe('Toast', () => {
  // Transforming Radix for jsdom is slow on a cold run; do it once, so each test measures the toast, not the transform.
  beforeAll(async () => {
    await import('./ToastRegion');
  });
  it('downloads nothing for toasts until the first one is shown', () => {
    renderToast({ title: 'Success' });
    expect(screen.queryByRole('region', { name: 'Notification (F8)' })).not.toBeInTheDocument();
  });

  afterEach(() => vi.useRealTimers());

  it('shows the title and message given', async () => {
    renderToast({ title: 'Success', description: 'Saved.', tone: 'success' });
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    const region = await screen.findByRole('region', { name: 'Notification (F8)' });
    const toast = await within(region).findByRole('listitem');
    expect(toast).toHaveTextContent('Success');
    expect(toast).toHaveTextContent('Saved.');
  });

  it(`closes by itself after ${TOAST_DURATION_MS} ms`, async () => {
    vi.useFakeTimers();
    renderToast({ title: 'Success', description: 'Saved.' });
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    await toastRegionLoaded();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS - 100));
    expect(screen.getByText('Saved.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it(`keeps error toasts for ${ERROR_TOAST_DURATION_MS} ms`, async () => {
    vi.useFakeTimers();
    renderToast({ title: 'Error', description: 'Unable to download receipt', tone: 'error' });
    fireEvent.click(screen.getByRole('button', { name: 'Notify' }));
    await toastRegionLoaded();
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS + 500));
    expect(screen.getByText('Unable to download receipt')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(ERROR_TOAST_DURATION_MS - TOAST_DURATION_MS));
    expect(screen.queryByText('Unable to download receipt')).not.toBeInTheDocument();
  });

  it('closes from its labelled dismiss button', async () => {
    renderToast({ title: 'Success', description: 'Saved.' });
    await userEvent.click(screen.getByRole('button', { name: 'Notify' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
  });

  it('tells developers to add the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Trigger title="x" />)).toThrow(/ToastProvider/);
  });
});

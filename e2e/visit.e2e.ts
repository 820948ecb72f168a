import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, newClientContext, origin, signIn } from './support/browser';
import { collectConsoleProblems, tapRealtime, until } from './support/faults';
import { apiToken, launchVideoBrowser, waitForRemoteVideo } from './support/visit';

// The seed's visit with Dr. Chen: it opens for joining a few minutes after the server starts.
const VISIT = 'PAWV5T8N';
const COMPLETED = 'PAW7Q2K9';
const RULE =
  'This appointment can no longer be cancelled: only a confirmed or unpaid appointment can be cancelled, and only before its session ends.';

let browser: Browser;
beforeAll(async () => {
  browser = await launchVideoBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the video visit, end to end in Chromium with fake media devices', () => {
  it('joining 11 minutes early shows the room-in-the-future state', async () => {
    const token = await apiToken('olivia@pawcall.test');
    const session = await fetch(`${origin()}/api/v1/appointments/${VISIT}/session`, {
      headers: { Authorization: `Bearer ${token}` },
    }).then((response) => response.json() as Promise<{ data: { start_at: string } }>);
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await signIn(page, 'olivia@pawcall.test');
    // The device's clock 11 minutes before the start: one minute before the room opens.
    await page.clock.install({ time: new Date(Date.parse(session.data.start_at) - 11 * 60_000) });
    await page.goto(`/cx/appointments/${VISIT}/session`);
    await page.getByText('This room is not open yet').waitFor();
    await expect(page.getByRole('button', { name: 'Join visit' }).count()).resolves.toBe(0);
    await expectNoAxeViolations(page);
    await context.close();
  });

  it('the client leaves and rejoins, her real-time connection drops and comes back, and neither console complains', async () => {
    const vetContext = await newClientContext(browser);
    const clientContext = await newClientContext(browser);
    const clientSocket = await tapRealtime(clientContext);
    const vet = await vetContext.newPage();
    const client = await clientContext.newPage();
    await signIn(vet, 'dr.chen@pawcall.test');
    await signIn(client, 'olivia@pawcall.test');
    const vetConsole = collectConsoleProblems(vet);
    const clientConsole = collectConsoleProblems(client);

    // In-app navigation throughout (no reload), so every page that used the socket unmounts for real.
    await client.goto(`/cx/appointments/${VISIT}`);
    await client.getByRole('link', { name: 'Join the video visit' }).click();
    await client.getByRole('button', { name: 'Join visit' }).click();
    await vet.goto(`/px/appointments/${VISIT}`);
    await vet.getByRole('link', { name: 'Join the video visit' }).click();
    await vet.getByRole('button', { name: 'Join visit' }).click();
    await waitForRemoteVideo(vet, 'Olivia Martin');
    await waitForRemoteVideo(client, 'Dr. Chen');

    // She steps out: the vet waits for her; she comes back and they see each other again.
    await client.getByRole('button', { name: 'Leave visit' }).click();
    await client.getByRole('button', { name: 'Go back to the visit' }).waitFor();
    await vet.getByText(/Waiting for Olivia/).waitFor();
    await client.getByRole('button', { name: 'Go back to the visit' }).click();
    await client.getByRole('button', { name: 'Join visit' }).click();
    await waitForRemoteVideo(vet, 'Olivia Martin');
    await waitForRemoteVideo(client, 'Dr. Chen');

    // She leaves the room's page for the appointment's, and joins again from there.
    await client.getByRole('button', { name: 'Leave visit' }).click();
    await client.goBack();
    await client.getByRole('link', { name: 'Join the video visit' }).click();
    await client.getByRole('button', { name: 'Join visit' }).click();
    await waitForRemoteVideo(vet, 'Olivia Martin');
    await waitForRemoteVideo(client, 'Dr. Chen');

    // Her real-time connection drops, and Dr. Chen writes while she is offline. Once pusher-js is
    // back (after the spec's 2 s), the visit's channels are subscribed again, the chat shows what
    // she missed, and the call goes on.
    const before = clientSocket.connections;
    const presence = `presence-appointment-${VISIT}`;
    const subscriptions = clientSocket.subscribed.filter((channel) => channel === presence).length;
    clientSocket.online = false;
    await clientSocket.drop();
    await vet.getByRole('textbox', { name: 'Message' }).fill('Can you hold the ear up to the camera?');
    await vet.getByRole('button', { name: 'Send' }).click();
    await until(() => clientSocket.refused > 0, 'a reconnect attempt while offline');
    await expect(client.getByText('Can you hold the ear up to the camera?').count()).resolves.toBe(0);
    clientSocket.online = true;
    await until(
      () =>
        clientSocket.connections > before &&
        clientSocket.subscribed.filter((channel) => channel === presence).length > subscriptions,
      'the reconnect and the visit’s channel subscribed again',
    );
    await client.getByText('Can you hold the ear up to the camera?').waitFor();
    await waitForRemoteVideo(vet, 'Olivia Martin');
    await waitForRemoteVideo(client, 'Dr. Chen');

    // Both step out (the vet's room stays open for the next journey) and nobody's console shows a
    // socket used after it closed.
    await client.getByRole('button', { name: 'Leave visit' }).click();
    await client.getByRole('button', { name: 'Go back to the visit' }).waitFor();
    await vet.getByRole('button', { name: 'Leave visit' }).click();
    await vet.getByRole('button', { name: 'Go back to the visit' }).waitFor();
    await client.goBack();
    await client.getByRole('link', { name: 'Join the video visit' }).waitFor();
    await vet.goBack();
    await vet.getByRole('link', { name: 'Join the video visit' }).waitFor();
    expect(clientConsole).toEqual([]);
    expect(vetConsole).toEqual([]);

    await vetContext.close();
    await clientContext.close();
  });

  it('the client and the vet meet on video, chat, the vet finalizes a DAP record, the client reads it and writes', async () => {
    const vetContext = await newClientContext(browser);
    const clientContext = await newClientContext(browser);
    const vet = await vetContext.newPage();
    const client = await clientContext.newPage();
    await signIn(vet, 'dr.chen@pawcall.test');
    await signIn(client, 'olivia@pawcall.test');

    await client.goto(`/cx/appointments/${VISIT}`);
    await client.getByRole('link', { name: 'Join the video visit' }).click();
    await client.getByRole('button', { name: 'Join visit' }).waitFor();
    await expectNoAxeViolations(client);
    await client.getByRole('button', { name: 'Join visit' }).click();
    await client.getByText('Waiting for Dr. Chen to join…').waitFor();

    await vet.goto(`/px/appointments/${VISIT}/session`);
    // The client's saved pre-call check is shown to the vet before joining.
    await vet.getByText(/Olivia Martin’s devices: ready/).waitFor();
    const joinClicked = Date.now();
    await vet.getByRole('button', { name: 'Join visit' }).click();
    await waitForRemoteVideo(vet, 'Olivia Martin');
    const joinToRemoteVideoMs = Date.now() - joinClicked;
    console.log(`join click to remote video (vet sees the client): ${joinToRemoteVideoMs} ms`);
    await waitForRemoteVideo(client, 'Dr. Chen');
    await vet.getByRole('heading', { name: 'Meeting room' }).waitFor();
    await expectNoAxeViolations(vet);

    // Chat in the room, carried by the API and refreshed by the real-time push.
    await client.getByRole('textbox', { name: 'Message' }).fill('Biscuit keeps scratching his right ear.');
    await client.getByRole('button', { name: 'Send' }).click();
    await vet.getByText('Biscuit keeps scratching his right ear.').waitFor();
    await vet.getByRole('textbox', { name: 'Message' }).fill('Thanks, please show me the ear.');
    await vet.getByRole('button', { name: 'Send' }).click();
    await client.getByText('Thanks, please show me the ear.').waitFor();

    // The vet ends the visit for everyone after confirming; the client's room follows.
    await vet.getByRole('button', { name: 'End visit for everyone' }).click();
    const confirm = vet.getByRole('dialog', { name: 'End the visit for everyone?' });
    await confirm.waitFor();
    await expectNoAxeViolations(vet);
    await confirm.getByRole('button', { name: 'End visit' }).click();
    await vet.getByRole('heading', { name: 'The visit has ended' }).waitFor();
    await client.getByRole('heading', { name: 'The visit has ended' }).waitFor();

    // The DAP record: drafted, finalized, released.
    await vet.getByRole('link', { name: 'Write the medical record' }).click();
    await vet.getByRole('textbox', { name: 'Data' }).fill('Right ear scratching for a week, head shaking.');
    await vet.getByRole('textbox', { name: 'Assessment' }).fill('Otitis externa, likely yeast.');
    await vet
      .getByRole('textbox', { name: 'Plan' })
      .fill('Ear cleaner twice daily for 7 days; recheck if no better.');
    await vet.getByRole('button', { name: 'Save draft' }).click();
    await vet.getByText('Draft saved.').waitFor();
    await vet.getByRole('button', { name: 'Finalize record' }).click();
    await vet.getByText('Record finalized and released to the client.').waitFor();
    await expectNoAxeViolations(vet);

    await client.goto(`/cx/appointments/${VISIT}`);
    await client.getByText('Otitis externa, likely yeast.').waitFor();
    await client.getByText('Ear cleaner twice daily for 7 days; recheck if no better.').waitFor();
    await client.getByRole('textbox', { name: 'Your message' }).fill('The cleaner is helping, thank you!');
    await client.getByRole('button', { name: 'Send message' }).click();
    await client
      .getByRole('list', { name: 'Messages with your vet' })
      .getByText('The cleaner is helping, thank you!')
      .waitFor();
    await expectNoAxeViolations(client);

    await vetContext.close();
    await clientContext.close();
  });

  it('refuses to cancel a completed appointment with the spec’s rule', async () => {
    const context = await newClientContext(browser);
    const page = await context.newPage();
    await signIn(page, 'olivia@pawcall.test');
    await page.goto(`/cx/appointments/${COMPLETED}`);
    await page.getByText(RULE).waitFor();
    await expect(page.getByRole('button', { name: 'Cancel appointment' }).count()).resolves.toBe(0);
    await context.close();

    const token = await apiToken('olivia@pawcall.test');
    const response = await fetch(`${origin()}/api/v1/cx/appointments/${COMPLETED}/cancel`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ reason: 'SCHEDULE_CONFLICT' }),
    });
    expect(response.status).toBe(409);
    await expect(response.json()).resolves.toMatchObject({
      status: 'error',
      code: 'NOT_CANCELLABLE',
      message: RULE,
    });
  });
});

/**
 * Notifications, end to end: Olivia is on her dashboard; Dr. Chen cancels one of her appointments
 * (a real action, through the API), and the notification appears in the header's bell without a
 * reload, pushed over the embedded Pusher-protocol endpoint. Then her connection drops; another
 * appointment is cancelled while she is offline; once she is back, the bell shows it too: nothing
 * pushed while she was away is missed.
 */
import type { Browser, WebSocketRoute } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, launchBrowser, newClientContext, origin, signIn } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Session {
  token: string;
  user: { pets: Array<{ uuid: string }>; payment_methods: Array<{ uuid: string }> };
}

// biome-ignore lint/suspicious/noExplicitAny: answers are checked by the assertions that use them
async function api(method: string, path: string, token?: string, body?: unknown): Promise<any> {
  const response = await fetch(`${origin()}${path}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `10.8.${Math.floor(Math.random() * 200)}.9`,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${JSON.stringify(json)}`);
  return json.data;
}

async function logIn(email: string): Promise<Session> {
  const data = await api('POST', '/api/v1/auth/login', undefined, { email, password: 'Pawcall123' });
  return { token: data.access_token, user: data.user };
}

/**
 * Olivia books Dr. Chen's first free half hour in the week from `from` on, with Biscuit and her
 * good card. A week, not the API's default day: `from` moves with the day the suite runs and may be
 * a Sunday, when Dr. Chen does not work.
 */
async function bookWithChen(olivia: Session, chen: string, from: Date): Promise<string> {
  const slots: Array<{ start_at: string; end_at: string }> = await api(
    'POST',
    `/api/p/partner/${chen}/availability`,
    undefined,
    {
      start_at: from.toISOString(),
      end_at: new Date(from.getTime() + 7 * 86_400_000).toISOString(),
      limit: 1,
    },
  );
  const slot = slots[0];
  if (!slot) throw new Error(`Dr. Chen has no free time after ${from.toISOString()}`);
  const quote = await api('POST', `/api/p/quote/${chen}`, olivia.token, { ...slot, platform: 'WEB' });
  const booked = await api('POST', '/api/v1/cx/book', olivia.token, {
    quote_uuid: quote.uuid,
    pet_uuid: olivia.user.pets[0]?.uuid,
    payment_method_uuid: olivia.user.payment_methods[0]?.uuid,
    concerns: ['Vomiting'],
    description: 'Booked for the notifications journey.',
  });
  return booked.appointment.reference_id as string;
}

async function vetCancels(vetToken: string, reference: string): Promise<void> {
  await api('POST', `/api/v1/px/appointments/${reference}/cancel`, vetToken, { reason: 'SCHEDULE_CONFLICT' });
}

const unreadIn = (label: string | null) => Number(/(\d+) unread/.exec(label ?? '')?.[1] ?? 0);

describe('notifications, pushed in real time', () => {
  it('a new notification reaches the bell without a reload, and one sent while offline shows after the reconnect', async () => {
    const olivia = await logIn('olivia@pawcall.test');
    const vet = await logIn('dr.chen@pawcall.test');
    const chen = (await api('GET', '/api/p/partners/dr-emily-chen')).uuid as string;
    const day = 86_400_000;
    const first = await bookWithChen(olivia, chen, new Date(Date.now() + 4 * day));
    const second = await bookWithChen(olivia, chen, new Date(Date.now() + 5 * day));

    const context = await newClientContext(browser);
    // The real-time socket passes through here, so the test can see it subscribe and can cut it.
    let online = true;
    let connections = 0;
    let refused = 0;
    let subscriptions = 0;
    const open = new Set<WebSocketRoute>();
    await context.routeWebSocket(/\/app\//, (socket) => {
      if (!online) {
        refused += 1;
        socket.close({ code: 1001, reason: 'offline' });
        return;
      }
      connections += 1;
      open.add(socket);
      const server = socket.connectToServer();
      socket.onMessage((message) => server.send(message));
      server.onMessage((message) => {
        if (String(message).includes('subscription_succeeded') && String(message).includes('private-user-'))
          subscriptions += 1;
        socket.send(message);
      });
      socket.onClose((code, reason) => {
        open.delete(socket);
        server.close({ code, reason });
      });
      server.onClose((code, reason) => socket.close({ code, reason }));
    });
    const until = async (condition: () => boolean, what: string, timeout = 30_000) => {
      const deadline = Date.now() + timeout;
      while (!condition()) {
        if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };

    const page = await context.newPage();
    await signIn(page, 'olivia@pawcall.test');
    await page.waitForURL((url) => url.pathname === '/cx');
    await page.getByRole('heading', { name: /^Hi Olivia/ }).waitFor();
    const bell = page.getByRole('button', { name: /^Notifications, / });
    await bell.waitFor();
    await until(() => subscriptions === 1, 'the bell to subscribe to her channel');
    const before = unreadIn(await bell.getAttribute('aria-label'));
    // A mark on this page's window: gone if anything below reloaded the page.
    await page.evaluate(() => Object.assign(window, { notReloaded: true }));
    const notReloaded = () => page.evaluate(() => 'notReloaded' in window);

    // Dr. Chen cancels: stored, pushed, and in the bell without a reload.
    await vetCancels(vet.token, first);
    await page.getByRole('button', { name: `Notifications, ${before + 1} unread` }).waitFor();
    await page.getByRole('button', { name: `Notifications, ${before + 1} unread` }).click();
    await page
      .getByRole('menuitem', { name: new RegExp(`^Unread: Dr\\. Chen cancelled .*\\(${first}\\)`) })
      .waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    expect(await notReloaded()).toBe(true);

    // The connection drops; while she is offline, another cancellation is stored and pushed to nobody.
    online = false;
    await context.setOffline(true);
    for (const socket of [...open]) await socket.close({ code: 1001, reason: 'network lost' });
    await vetCancels(vet.token, second);
    // pusher-js tries again after the spec's 2 s reconnect delay, and fails while offline.
    await until(() => refused > 0, 'a reconnect attempt while offline');
    await expect(
      page.getByRole('button', { name: `Notifications, ${before + 2} unread` }).count(),
    ).resolves.toBe(0);

    // Back online: the channel is subscribed again and the bell catches up.
    online = true;
    await context.setOffline(false);
    await until(() => connections === 2 && subscriptions === 2, 'the reconnect and the new subscription');
    const bellAfter = page.getByRole('button', { name: `Notifications, ${before + 2} unread` });
    await bellAfter.waitFor();
    expect(await notReloaded()).toBe(true);
    await bellAfter.click();
    await page
      .getByRole('menuitem', { name: new RegExp(`^Unread: Dr\\. Chen cancelled .*\\(${second}\\)`) })
      .waitFor();

    // Opening it marks it read and follows the spec's link: /cx/appointments/{resource}.
    await page.getByRole('menuitem', { name: new RegExp(`\\(${second}\\)`) }).click();
    await page.waitForURL((url) => url.pathname === `/cx/appointments/${second}`);
    await page.getByRole('button', { name: `Notifications, ${before + 1} unread` }).waitFor();
    expect(await notReloaded()).toBe(true);
    await context.close();
  });
});

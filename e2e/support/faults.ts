import type {
  BrowserContext,
  ConsoleMessage,
  Locator,
  Page,
  Request,
  Route,
  WebSocketRoute,
} from 'playwright-core';

/**
 * Faults a user meets, injected between the browser and the real server: a call that cannot connect,
 * one that never answers, a 500, a slow answer, and a dropped real-time socket.
 */

export const UNABLE_TO_CONNECT = 'Woof! Unable to connect';
export const PROCESSING = 'There was an error processing your request.';

/** Waits until `condition` holds, polling; `what` names it in the failure. */
export async function until(condition: () => boolean, what: string, timeout = 30_000): Promise<void> {
  const deadline = Date.now() + timeout;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export type Fault =
  /** The network refuses the call (server down, connection lost). */
  | { kind: 'down' }
  /** The call is sent and nothing ever comes back. */
  | { kind: 'silent' }
  /** The server answers 500 without the error envelope (a proxy's page, a crash). */
  | { kind: 'crash' }
  /** The real answer, after `ms`. */
  | { kind: 'slow'; ms: number }
  /** The server handles the call, but its answer never reaches the page. */
  | { kind: 'lost' };

export interface Injected {
  /** Requests the fault has caught so far (a lost answer's once the server has answered). */
  readonly hits: Request[];
  /** Resolves on the next caught request (a lost answer's once the server has answered). */
  next(): Promise<Request>;
  /** Lets later calls through untouched; a silent call still pending stays unanswered. */
  lift(): Promise<void>;
}

/**
 * Applies `fault` to the page's calls to `method` on an API path matching `path` (other methods on
 * the same path, and every other call, go through untouched).
 */
export async function injectFault(page: Page, method: string, path: RegExp, fault: Fault): Promise<Injected> {
  const hits: Request[] = [];
  const waiting: Array<(request: Request) => void> = [];
  const matches = (url: URL) => url.pathname.startsWith('/api/') && path.test(url.pathname);
  const handler = async (route: Route, request: Request) => {
    if (request.method() !== method) return route.fallback();
    if (fault.kind === 'lost') await route.fetch();
    hits.push(request);
    for (const resolve of waiting.splice(0)) resolve(request);
    switch (fault.kind) {
      case 'down':
        return route.abort('internetdisconnected');
      case 'silent':
      case 'lost':
        // Never fulfilled: the app's own time-out has to end the call.
        return;
      case 'crash':
        return route.fulfill({
          status: 500,
          contentType: 'text/html',
          body: '<h1>Internal Server Error</h1>',
        });
      case 'slow': {
        await new Promise((resolve) => setTimeout(resolve, fault.ms));
        return route.fallback();
      }
    }
  };
  await page.route(matches, handler);
  return {
    hits,
    next: () => new Promise((resolve) => waiting.push(resolve)),
    lift: () => page.unroute(matches, handler),
  };
}

/**
 * Moves the page's clock past the app's time-out for every attempt a silent fault catches (a query
 * is tried again after a failure) until `outcome` shows. `first` is the first attempt's request.
 */
export async function timeOutEachAttempt(
  page: Page,
  silent: Injected,
  first: Promise<Request>,
  timeoutMs: number,
  outcome: Locator,
): Promise<void> {
  let attempt = first;
  for (;;) {
    await attempt;
    attempt = silent.next();
    await page.clock.fastForward(timeoutMs);
    const next = await Promise.race([
      outcome.waitFor().then(() => 'shown' as const),
      attempt.then(() => 'tried again' as const),
    ]);
    if (next === 'shown') return;
  }
}

/**
 * The context's real-time sockets, passed through to the server so a test can count connections and
 * subscriptions and cut every open socket at once (the network dropping under the page).
 */
export interface RealtimeTap {
  /** False: the network is down for real time, and every new socket is refused. */
  online: boolean;
  connections: number;
  /** Sockets refused while offline (pusher-js trying again). */
  refused: number;
  /** Channels whose subscription the server confirmed, in order (repeats after a reconnect). */
  readonly subscribed: string[];
  /** Closes every open socket as a lost network would (pusher-js then reconnects). */
  drop(): Promise<void>;
}

export async function tapRealtime(context: BrowserContext): Promise<RealtimeTap> {
  const open = new Set<WebSocketRoute>();
  const tap: RealtimeTap = {
    online: true,
    connections: 0,
    refused: 0,
    subscribed: [],
    async drop() {
      for (const socket of [...open]) await socket.close({ code: 1006, reason: 'network lost' });
    },
  };
  await context.routeWebSocket(/\/app\//, (socket) => {
    if (!tap.online) {
      tap.refused += 1;
      socket.close({ code: 1006, reason: 'offline' });
      return;
    }
    tap.connections += 1;
    open.add(socket);
    const server = socket.connectToServer();
    socket.onMessage((message) => server.send(message));
    server.onMessage((message) => {
      const text = String(message);
      if (text.includes('pusher_internal:subscription_succeeded')) {
        const channel = /"channel":"([^"]+)"/.exec(text)?.[1];
        if (channel) tap.subscribed.push(channel);
      }
      socket.send(message);
    });
    socket.onClose((code, reason) => {
      open.delete(socket);
      server.close({ code, reason });
    });
    server.onClose((code, reason) => {
      open.delete(socket);
      socket.close({ code, reason });
    });
  });
  return tap;
}

/** Every console error and warning of the page, as `type: text`. */
export function collectConsoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

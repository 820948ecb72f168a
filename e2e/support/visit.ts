import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { browserEnvironment, CHROMIUM_ARGS, origin } from './browser';

/**
 * Chromium for the video visit: the shared flags plus fake camera and microphone (a test pattern
 * and a beep), permission prompts answered yes, and autoplay without a gesture so a remote
 * <video> plays in a headless page.
 */
export async function launchVideoBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      '--autoplay-policy=no-user-gesture-required',
    ],
    headless: true,
    env: browserEnvironment(),
  });
}

/** Signs in through the API (no page): the bearer token for direct calls. */
export async function apiToken(email: string, password = 'Pawcall123'): Promise<string> {
  const response = await fetch(`${origin()}/api/v1/auth/login`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 200)}.7`,
    },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data: { access_token: string } };
  return body.data.access_token;
}

/** Resolves once the remote tile's <video> has frames: a size, and its clock moving. */
export async function waitForRemoteVideo(page: Page, name: string, timeout = 30_000): Promise<void> {
  const video = page.locator(`figure[aria-label="${name}"] video`);
  await video.waitFor({ timeout });
  await page.waitForFunction(
    (selector) => {
      const element = document.querySelector(selector) as HTMLVideoElement | null;
      return Boolean(element && element.videoWidth > 0 && element.currentTime > 0);
    },
    `figure[aria-label="${name}"] video`,
    { timeout },
  );
  const first = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  await page.waitForTimeout(500);
  const second = await video.evaluate((element: HTMLVideoElement) => element.currentTime);
  expect(second).toBeGreaterThan(first);
}

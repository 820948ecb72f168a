import '@testing-library/jest-dom/vitest';
import { TEST_NOW } from '@pawcall/api-client/msw';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

// Every test starts at the fixtures' instant and time moves on from there at its real pace, so
// nothing depends on the day the suite runs. Only Date is faked: timers stay real unless a test
// fakes them itself (it then inherits this clock).
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now: TEST_NOW, shouldAdvanceTime: true });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// jsdom lacks the pointer-capture, scrolling and media APIs that Radix calls.
if (!Element.prototype.hasPointerCapture) {
  Element.prototype.hasPointerCapture = () => false;
  Element.prototype.setPointerCapture = () => {};
  Element.prototype.releasePointerCapture = () => {};
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!globalThis.ResizeObserver) {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
}

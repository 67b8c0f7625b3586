import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadedOverlays, loadOverlays } from './src/views/shared/overlays/overlayLoader';

afterEach(() => {
  cleanup();
  // What a form kept as a draft (src/session/drafts.ts) must not come back in the next test's form.
  localStorage.clear();
  // A page's notes for its own life (a reload it made, src/views/shell/chunkLoadError.ts) likewise.
  sessionStorage.clear();
  // Toasts live in Mantine's store, a module the unit project's test files share (decision 0600):
  // the next test, in this file or the next, starts without this one's.
  loadedOverlays()?.notifications.clean();
});

// Test files run on every core (vite.config.ts), so a busy two-core machine can take more than
// Testing Library's default second to render a debounced search, and a worker's first render of a
// screen loads that screen's code cold (about 2 s in CI, past 5 s at a load of 9-10). waitFor and
// findBy wait up to 10 s: a bound for a broken screen, not a speed a test asserts (benchmarks do).
configure({ asyncUtilTimeout: 10_000 });

// jsdom lacks these; Mantine reads them on mount.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
// jsdom lays out nothing, so it has no scrollIntoView; Mantine's combobox calls it.
if (!Reflect.has(window.HTMLElement.prototype, 'scrollIntoView'))
  Object.defineProperty(window.HTMLElement.prototype, 'scrollIntoView', { value: () => {} });

// The app loads its overlay code (menus, dropdowns, dialogs, toasts) at a person's first move;
// views under test have it from their first render, as a page has once anyone uses it
// (overlays/overlayLoader.test.tsx tests the stand-ins before it loads).
await loadOverlays();

import { useEffect, useState, useSyncExternalStore } from 'react';
import type * as overlayModule from './overlayComponents';

export type OverlayComponents = typeof overlayModule;

let loaded: OverlayComponents | null = null;
let loading: Promise<OverlayComponents> | null = null;
const listeners = new Set<() => void>();

/** The overlay components, loading them first if need be; a failed load is tried again on the next call. */
export function loadOverlays(): Promise<OverlayComponents> {
  loading ??= import('./overlayComponents').then(
    (module) => {
      loaded = module;
      for (const listener of listeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      listenForFirstUse();
      throw error;
    },
  );
  return loading;
}

/** The overlay components if they have loaded. */
export const loadedOverlays = (): OverlayComponents | null => loaded;

/** What a person does before any dropdown, menu, tooltip or dialog can open. */
const firstUseEvents = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;
let listening = false;

function listenForFirstUse(): void {
  if (listening || loaded) return;
  listening = true;
  const onFirstUse = () => {
    for (const type of firstUseEvents) window.removeEventListener(type, onFirstUse, true);
    listening = false;
    loadOverlays().catch(() => undefined);
  };
  for (const type of firstUseEvents) window.addEventListener(type, onFirstUse, { capture: true, passive: true });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The overlay components once loaded, else null (render a stand-in). They load at the page's first
 * pointer move, touch, key or wheel, or at once when `asked` (a stand-in was used, a modal opened).
 * A load that fails when asked is thrown to the screen's error boundary (RouteErrorView), which
 * tries the screen again and then offers a reload, as for a screen's own code (decision 0346): a
 * deploy may have replaced the chunk under an open page.
 */
export function useOverlays(asked = false): OverlayComponents | null {
  const overlays = useSyncExternalStore(subscribe, loadedOverlays, loadedOverlays);
  const [failure, setFailure] = useState<{ error: unknown } | null>(null);
  useEffect(() => {
    if (overlays) return;
    if (asked) loadOverlays().catch((error: unknown) => setFailure({ error }));
    else listenForFirstUse();
  }, [overlays, asked]);
  if (failure) throw failure.error;
  return overlays;
}

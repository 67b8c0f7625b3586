import { useEffect, useSyncExternalStore } from 'react';
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
 * pointer move, touch, key or wheel, or when `now` asks for them (a stand-in was used already).
 */
export function useOverlays(now = false): OverlayComponents | null {
  const overlays = useSyncExternalStore(subscribe, loadedOverlays, loadedOverlays);
  useEffect(() => {
    if (overlays) return;
    if (now) loadOverlays().catch(() => undefined);
    else listenForFirstUse();
  }, [overlays, now]);
  return overlays;
}

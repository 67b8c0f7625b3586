import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SiteHit } from '../../domain/commandPalette/siteHit';

/**
 * What the page on screen lends the command palette: the site being viewed and the actions its
 * buttons offer. A button registers its action while it is offered, so the palette offers exactly
 * what the page does (the same rules) and running one does what clicking the button does (the same
 * modal or flow).
 */
export type PaletteAction = {
  /** Unique on the page. */
  id: string;
  label: string;
  run: () => void;
};

type Snapshot = { site: SiteHit | null; actions: PaletteAction[] };

class PaletteCommandStore {
  private snapshot: Snapshot = { site: null, actions: [] };
  private readonly sources = new Map<symbol, PaletteAction[]>();
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = () => this.snapshot;

  setActions(source: symbol, actions: PaletteAction[] | null) {
    if (actions) this.sources.set(source, actions);
    else this.sources.delete(source);
    this.publish({ ...this.snapshot, actions: [...this.sources.values()].flat() });
  }

  setSite(site: SiteHit | null) {
    this.publish({ ...this.snapshot, site });
  }

  private publish(snapshot: Snapshot) {
    this.snapshot = snapshot;
    for (const listener of this.listeners) listener();
  }
}

const PaletteCommandContext = createContext<PaletteCommandStore | null>(null);

/** Around the signed-in screens (the shell): pages lend the palette their site and actions. */
export function PaletteCommandProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new PaletteCommandStore());
  return <PaletteCommandContext value={store}>{children}</PaletteCommandContext>;
}

const emptySnapshot: Snapshot = { site: null, actions: [] };
const noSubscription = () => () => {};

/** The site on screen and the actions it offers now, for the palette. */
export function usePaletteCommands(): Snapshot {
  const store = useContext(PaletteCommandContext);
  return useSyncExternalStore(store?.subscribe ?? noSubscription, store?.getSnapshot ?? (() => emptySnapshot));
}

/**
 * Offers `actions` in the palette while the calling component is mounted. Views outside the shell
 * (tests, stories) have no palette: nothing happens there. `run` may change on every render; the
 * palette always calls the latest.
 */
export function usePaletteActions(actions: readonly PaletteAction[]): void {
  const store = useContext(PaletteCommandContext);
  const latest = useRef(actions);
  latest.current = actions;
  const key = actions.map((action) => `${action.id}\u0000${action.label}`).join('\u0001');
  useEffect(() => {
    // Nothing offered (a list row's buttons): nothing to register, and the palette is not told
    // twenty times over as a page of rows mounts and goes (issue 31).
    if (!store || key === '') return;
    const source = Symbol('paletteActions');
    store.setActions(
      source,
      latest.current.map(({ id, label }) => ({ id, label, run: () => latest.current.find((action) => action.id === id)?.run() })),
    );
    return () => store.setActions(source, null);
  }, [store, key]);
}

/** Tells the palette which site is on screen (the site detail page), or none. */
export function usePaletteSite(site: SiteHit | null): void {
  const store = useContext(PaletteCommandContext);
  const id = site?.id;
  const name = site?.name;
  const apex = site?.apex;
  const status = site?.launcher_label;
  useEffect(() => {
    if (!store || id === undefined || name === undefined || apex === undefined || status === undefined) return;
    store.setSite({ id, name, apex, launcher_label: status });
    return () => store.setSite(null);
  }, [store, id, name, apex, status]);
}

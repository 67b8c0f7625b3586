import { createContext, type ReactNode, useContext } from 'react';

/**
 * Whether a chart's table is on screen ('Table') or is the copy screen readers read while the
 * drawing shows (ChartSection.tsx). That copy is always in the page, so a drawing in one of its
 * cells would be drawn for nobody: the workload drew a hidden sparkline per person on every load.
 */
export const TableOnScreen = createContext(true);

/** A cell's drawing, left out of the copy only screen readers read. */
export function OnScreenOnly({ children }: { children: ReactNode }) {
  return useContext(TableOnScreen) ? children : null;
}

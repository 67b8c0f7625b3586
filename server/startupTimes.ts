export interface StartupTimes {
  /** Ends the phase under way, named `phase`; the next one starts now. */
  lap(phase: string): void;
  /** 'Ready in 9.8 s (Node and modules 2.1 s, database 4.1 s, ...)', counted from the process's start. */
  summary(): string;
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

/**
 * Where a start's time went, as one line: each phase is the time from the end of the one before
 * it, so work that overlaps (initdb while the modules load) shows only as long as it was waited
 * for. `now` is milliseconds since the process started (performance.now in Node).
 */
export const startupTimes = (firstPhase: string, now: () => number = () => performance.now()): StartupTimes => {
  let last = now();
  const laps = [`${firstPhase} ${seconds(last)}`];
  return {
    lap: (phase) => {
      const at = now();
      laps.push(`${phase} ${seconds(at - last)}`);
      last = at;
    },
    summary: () => `Ready in ${seconds(now())} (${laps.join(', ')})`,
  };
};

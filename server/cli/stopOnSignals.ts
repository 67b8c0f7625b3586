interface SignalSource {
  once(signal: 'SIGINT' | 'SIGTERM', listener: (signal: NodeJS.Signals) => void): unknown;
}

interface StopOnSignalsOptions {
  /** process in the commands; an EventEmitter in tests. */
  source: SignalSource;
  stop: () => Promise<void>;
  exit: (code: number) => void;
  log?: (line: string) => void;
}

/**
 * SIGTERM (an orchestrator or a load balancer's deploy) and SIGINT (Ctrl-C) stop the server
 * gracefully and exit 0, or exit 1 when the stop fails. Each signal is taken once: a second one
 * of the same kind meets Node's default and ends the process at once, the way out of a stop that hangs.
 */
export const stopOnSignals = ({ source, stop, exit, log = (line) => console.log(line) }: StopOnSignalsOptions): void => {
  const onSignal = (signal: NodeJS.Signals) => {
    log(`${signal}: finishing running requests and jobs, then stopping...`);
    stop().then(
      () => exit(0),
      (error: unknown) => {
        console.error('The server could not stop cleanly:', error);
        exit(1);
      },
    );
  };
  source.once('SIGINT', onSignal);
  source.once('SIGTERM', onSignal);
};

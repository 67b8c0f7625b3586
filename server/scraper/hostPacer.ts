/**
 * One request at a time per host, with a pause between them: each host has a queue of its own,
 * shared by every scrape in the process, so two tasks on one old site take turns.
 */
export class HostPacer {
  private readonly tails = new Map<string, Promise<void>>();
  private readonly lastDone = new Map<string, number>();

  async run<T>(host: string, delayMs: number, work: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(host) ?? Promise.resolve();
    let release!: () => void;
    const tail = new Promise<void>((resolve) => (release = resolve));
    const chained = previous.then(() => tail);
    this.tails.set(host, chained);
    await previous;
    try {
      const wait = (this.lastDone.get(host) ?? 0) + delayMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      return await work();
    } finally {
      this.lastDone.set(host, Date.now());
      release();
      // The last in line removes the host, so the maps do not grow with every site ever scraped.
      if (this.tails.get(host) === chained) {
        this.tails.delete(host);
        if (delayMs === 0) this.lastDone.delete(host);
      }
    }
  }
}

/** The process's pacer: scrapes running side by side must see each other's requests. */
export const sharedHostPacer = new HostPacer();

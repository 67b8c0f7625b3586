/** One request of the load: which instance answered it, when it was asked and answered (ms since the epoch), and what came back. */
export interface Answered {
  kind: 'read' | 'write';
  instance: string;
  askedAt: number;
  answeredAt: number;
  status: number;
  retryAfter: string | null;
  body: unknown;
}

interface NotesLoadOptions {
  /** The instances' base URLs, asked in turn as a round-robin load balancer would. */
  instances: () => readonly string[];
  token: string;
  siteId: number;
  /**
   * What a request whose connection fails does: 'record' keeps it as status 0 (an instance that
   * must stay up failed), 'retry' asks the next instance, as a load balancer does when one refuses.
   */
  onConnectionFailure: 'record' | 'retry';
}

/**
 * Two readers and two writers of a site's notes, each asking again 25 ms after an answer, as a
 * small steady load across the instances; `stop` waits for the last answers.
 */
export const startNotesLoad = ({ instances, token, siteId, onConnectionFailure }: NotesLoadOptions) => {
  const answered: Answered[] = [];
  const connectionFailures: Array<{ instance: string; at: number; code: string }> = [];
  let running = true;
  let turn = 0;
  let written = 0;
  const ask = async (kind: Answered['kind']): Promise<void> => {
    const body = kind === 'write' ? { fhid: siteId, note: `Written under load ${(written += 1)}`, type: 'Design' } : undefined;
    for (let attempt = 1; ; attempt += 1) {
      const all = instances();
      const instance = all[(turn += 1) % all.length]!;
      const askedAt = Date.now();
      try {
        const res = await fetch(kind === 'write' ? `${instance}/api/notes` : `${instance}/api/notes?fhid=${siteId}`, {
          method: body ? 'POST' : 'GET',
          headers: { authorization: `bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
          ...(body ? { body: JSON.stringify(body) } : {}),
        });
        answered.push({
          kind,
          instance,
          askedAt,
          answeredAt: Date.now(),
          status: res.status,
          retryAfter: res.headers.get('retry-after'),
          body: await res.json(),
        });
        return;
      } catch (error) {
        const cause = (error as { cause?: { code?: string; message?: string } }).cause;
        connectionFailures.push({ instance, at: Date.now(), code: cause?.code ?? cause?.message ?? String(error) });
        // Every instance refusing again and again is a failure too, not a reason to spin.
        if (onConnectionFailure === 'record' || attempt >= 10) {
          answered.push({ kind, instance, askedAt, answeredAt: Date.now(), status: 0, retryAfter: null, body: null });
          return;
        }
      }
    }
  };
  const loop = async (kind: Answered['kind']) => {
    while (running) {
      await ask(kind);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const load = Promise.all([loop('read'), loop('read'), loop('write'), loop('write')]);
  return {
    answered,
    connectionFailures,
    /** Answers of `kind` with `status` to requests asked at or after `after` (ms since the epoch), on `instance` if given. */
    count: (kind: Answered['kind'], status: number, after = 0, instance?: string) =>
      answered.filter((a) => a.kind === kind && a.status === status && a.askedAt >= after && (!instance || a.instance === instance)).length,
    /** The ids of the notes whose writes were acknowledged with 201. */
    acknowledgedNoteIds: () => answered.filter((a) => a.status === 201).map((a) => (a.body as { note: { id: number } }).note.id),
    stop: async () => {
      running = false;
      await load;
    },
  };
};

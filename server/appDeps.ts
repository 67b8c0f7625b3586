import type { Kysely } from 'kysely';
import type { Role } from '../domain/roles';
import type { Database } from './db/schema';
import type { ServerConfig } from './config';
import type { Integrations } from './integrations/integrations';
import type { JobQueue } from './jobs/jobQueue';
import type { LiveEvents } from './live/liveHub';
import type { SecretBox } from './secrets/secretBox';

/** The signed-in user as every handler sees it. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  image: string | null;
  trello_id: string | null;
  sessionId: number;
  /** Their role must have a second factor (REQUIRE_2FA), they have none and the session did not begin with one (OIDC counts as one). */
  mustEnrolSecondFactor: boolean;
}

/** What a request handler may reach; built once at start-up and shared by every route module. */
export interface AppDeps {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Injectable clock so rules that depend on 'today' are testable. */
  now: () => Date;
  /** Background jobs by name (server/jobs/jobDefinitions.ts): pg-boss in the server, in-process in API tests. */
  jobs: JobQueue;
  /** Live events to websocket subscribers: `live.publish('site:12', 'status', {...})`. */
  live: LiveEvents;
  /** Outside services (builder, board, registrar, DNS, mail, AI), each a sandbox or a live client. */
  integrations: Integrations;
  /** Seals and opens the secrets intake captures (decisions.md §9). */
  secrets: SecretBox;
}

export interface AppEnv {
  Variables: {
    user: SessionUser;
  };
}

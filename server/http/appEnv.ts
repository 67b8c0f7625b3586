import type { Kysely } from 'kysely';
import type { Role } from '../../domain/roles';
import type { Database } from '../db/schema';
import type { ServerConfig } from '../config';

/** The signed-in user as every handler sees it. */
export interface SessionUser {
  id: number;
  name: string;
  email: string;
  role: Role;
  image: string | null;
  trello_id: string | null;
  sessionId: number;
}

/** What a request handler may reach; built once at start-up and shared by every route module. */
export interface AppDeps {
  db: Kysely<Database>;
  config: ServerConfig;
  /** Injectable clock so rules that depend on 'today' are testable. */
  now: () => Date;
}

export interface AppEnv {
  Variables: {
    user: SessionUser;
  };
}

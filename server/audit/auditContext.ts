import { AsyncLocalStorage } from 'node:async_hooks';

/** Who is making the request being served, as the audit log records them. */
export interface AuditContext {
  /** null on a public route (a sign-in): the trigger takes the person from the session it makes. */
  personId: number | null;
  address: string;
}

const requests = new AsyncLocalStorage<AuditContext>();

/**
 * Runs a request's handler with its audit context. The context follows every await of the handler
 * (AsyncLocalStorage), so the database driver finds it for each transaction the handler opens
 * without a parameter threaded through every command (server/audit/auditedDialect.ts).
 */
export const withAuditContext = <T>(context: AuditContext, run: () => T): T => requests.run(context, run);

/** The context of the request being served, or undefined outside one (a job, a tool, the seed). */
export const currentAuditContext = (): AuditContext | undefined => requests.getStore();

import * as v from 'valibot';

/** GET /api/ready when the database and the job queue answer. */
export const readySchema = v.object({ status: v.literal('ready') });

/** GET /api/ready when one of them does not: `error` names which ('Not answering: the database'). */
export const unavailableSchema = v.object({ status: v.literal('unavailable'), error: v.string() });

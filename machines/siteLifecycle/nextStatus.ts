import { transition } from 'xstate';
import type { Role } from '../../domain/roles';
import type { SiteStatus } from '../../domain/siteStatus';
import { siteLifecycleMachine } from './siteLifecycle.machine';
import {
  actorMaySend,
  type LifecycleEventType,
  lifecycleEventTypes,
  refusalMessage,
  type SiteLifecycleEvent,
} from '../../domain/siteLifecycle/siteLifecycleEvents';

export interface SiteLifecycleState {
  status: SiteStatus;
  revisionsFrom: SiteStatus | null;
}

export type NextStatusResult =
  | { ok: true; status: SiteStatus; revisionsFrom: SiteStatus | null }
  /** 'role': the actor's role may not send the event at all (403); 'status': not from this status (409). */
  | { ok: false; reason: 'role' | 'status'; message: string };

/**
 * Asks the machine itself where a site goes: the server writes what this returns and the browser
 * offers what it allows, so neither keeps its own copy of the matrix.
 */
export const nextStatus = (current: SiteLifecycleState, event: SiteLifecycleEvent): NextStatusResult => {
  if (!actorMaySend(event.role, event.type)) {
    return { ok: false, reason: 'role', message: `Your role may not send ${event.type}` };
  }
  const snapshot = siteLifecycleMachine.resolveState({
    value: current.status,
    context: { revisionsFrom: current.revisionsFrom },
  });
  if (!snapshot.can(event)) {
    return { ok: false, reason: 'status', message: refusalMessage(current.status, event.type) };
  }
  const [next] = transition(siteLifecycleMachine, snapshot, event);
  return { ok: true, status: next.value, revisionsFrom: next.context.revisionsFrom };
};

/** The events a person of this role may send from this status, for the views to offer. */
export const allowedEvents = (status: SiteStatus, role: Role): LifecycleEventType[] =>
  lifecycleEventTypes.filter((type) => nextStatus({ status, revisionsFrom: null }, { type, role }).ok);

import { createLoadMachine } from '../shared/loadMachine';
import { unprovidedOutboxActors } from './outbox.actors';

/** The Outbox page: loading -> loaded | failed (with the server's refusal when it gave one). */
export const outboxMachine = createLoadMachine('loadOutbox', unprovidedOutboxActors.loadOutbox);

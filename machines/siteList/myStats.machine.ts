import { createLoadMachine } from '../shared/loadMachine';
import { unprovidedSiteListActors } from './siteList.actors';

/**
 * The stats cards above My Sites (part 1 §2): loading -> loaded | failed. They are a summary beside
 * the list, not a workflow of their own: a failed load leaves them out, the list below still works.
 */
export const myStatsMachine = createLoadMachine('loadMyStats', unprovidedSiteListActors.loadMyStats);

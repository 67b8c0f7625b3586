import { createLoadMachine } from '../shared/loadMachine';
import { unprovidedSiteListActors } from './siteList.actors';

/**
 * My Sites' 'This week' cards (issue 35): loading -> loaded | failed (RETRY). LOAD reads the week
 * of another day, when the page stays open past midnight.
 */
export const myWeekMachine = createLoadMachine('loadMyWeek', unprovidedSiteListActors.loadMyWeek);

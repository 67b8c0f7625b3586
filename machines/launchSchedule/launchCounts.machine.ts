import { createLoadMachine } from '../shared/loadMachine';
import { unprovidedLaunchScheduleActors } from './launchSchedule.actors';

/** Launches per day over the days a month grid shows (the calendar, the modal's picker); LOAD with the next month's days. */
export const launchCountsMachine = createLoadMachine('loadLaunchCounts', unprovidedLaunchScheduleActors.loadLaunchCounts);

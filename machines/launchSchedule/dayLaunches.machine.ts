import { createLoadMachine } from '../shared/loadMachine';
import { unprovidedLaunchScheduleActors } from './launchSchedule.actors';

/** The sites launching on the day the calendar's drawer shows; LOAD with another day. */
export const dayLaunchesMachine = createLoadMachine('loadDayLaunches', unprovidedLaunchScheduleActors.loadDayLaunches);

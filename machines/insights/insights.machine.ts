import { createLoadMachine } from '../shared/loadMachine';
import { unprovidedInsightsActors } from './insights.actors';

/**
 * The Insights screen (issue 35): loading -> loaded | failed (RETRY); LOAD with the URL's new
 * filters starts over, and an answer for older filters never lands.
 */
export const insightsMachine = createLoadMachine('loadInsights', unprovidedInsightsActors.loadInsights);

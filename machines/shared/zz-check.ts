import { createActor } from 'xstate';
import { createLoadMachine } from './loadMachine';
import { unprovided } from './unprovided';
const m = createLoadMachine('loadLog', unprovided<string[], { fhid: number }>('log', 'loadLog'));
const a = createActor(m, { input: { fhid: 1 } });
a.send({ type: 'LOAD', input: { fhid: 2 } });
const s = a.getSnapshot();
const o: string[] | null = s.context.output;
s.matches('loaded');
// @ts-expect-error
s.matches('nope');
// @ts-expect-error
a.send({ type: 'LOAD', input: { fhid: 'x' } });
console.log(o);

import type { SnapshotFrom } from 'xstate';
import type { IntakeEvent, intakeMachine } from '../../../machines/intake/intake.machine';

/** What each step's component gets from the wizard: the machine's snapshot and its send. */
export type IntakeStepProps = {
  snapshot: SnapshotFrom<typeof intakeMachine>;
  send: (event: IntakeEvent) => void;
};

import type { AnyStateMachine } from 'xstate';
import type { MachineNotes } from './notes/machineNotes';

export type MachineDoc = { machine: AnyStateMachine; notes: MachineNotes };

/**
 * One workflow machine on a story file's docs page, with its notes (a sentence per state):
 * `parameters: { machineDocs: [machineDoc(siteBackupMachine, siteBackupNotes)], ...wired() }` in the
 * meta. The story file names its own machines, so the preview imports none of them and a machine's
 * change reaches only the stories whose files import it (decision 0602). Every machine of machines/
 * is on exactly one page (machineDocs.test.ts); a machine with no view of its own sits with the
 * screen that uses it (the lifecycle with the status actions, the shared lists with the shell, one
 * revision with the Revisions tab).
 */
export const machineDoc = (machine: AnyStateMachine, notes: MachineNotes): MachineDoc => ({ machine, notes });

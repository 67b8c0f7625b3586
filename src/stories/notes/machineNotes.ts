/** What the docs page says about a machine: one line on the whole, and per state (its dotted path) what the person sees and may do. */
export type MachineNotes = {
  summary: string;
  states: Record<string, string>;
};

import { Description, Stories, Title, useOf } from '@storybook/addon-docs/blocks';
import type { MachineDoc } from './machineDocs';
import { MachineDiagram } from './MachineDiagram';
import { machineGraph, statePaths } from './machineGraph';

/** What the person does there, in the machine's own event names: the ones a person sends are in capitals. */
const personEvents = (events: string[] | undefined) => (events ?? []).filter((event) => /^[A-Z][A-Z_]*( \[|$)/.test(event));

function MachineSection({ doc }: { doc: MachineDoc }) {
  const graph = machineGraph(doc.machine);
  return (
    <section>
      <h2 id={`machine-${doc.machine.id}`}>The {doc.machine.id} machine</h2>
      <p>{doc.notes.summary}</p>
      <MachineDiagram machine={doc.machine} />
      <h3>States</h3>
      <table>
        <thead>
          <tr>
            <th>State</th>
            <th>What the person sees and may do</th>
            <th>Leaves on</th>
          </tr>
        </thead>
        <tbody>
          {statePaths(doc.machine).map((path) => {
            const leaving = graph.transitions.filter((arrow) => arrow.from === path);
            const staying = personEvents(graph.stays[path]);
            return (
              <tr key={path}>
                <td>
                  <code>{path}</code>
                </td>
                <td>
                  {doc.notes.states[path]}
                  {staying.length > 0 && <div>Also, without leaving: {staying.join(', ')}</div>}
                </td>
                <td>
                  {leaving.map((arrow, index) => (
                    <div key={index}>
                      {arrow.event}
                      {arrow.guard && ` [${arrow.guard}]`} → <code>{arrow.to}</code>
                    </div>
                  ))}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

/**
 * The docs page of every story file (preview.tsx's `docs.page`): the file's description, then for
 * each workflow machine behind the screen its diagram (drawn from the machine), a sentence per
 * state and its transitions, then the stories themselves. The machines are the ones the file's meta
 * names (`parameters.machineDocs`, machineDocs.ts): the preview imports no machine of its own.
 */
export function MachineDocsPage() {
  const { preparedMeta } = useOf('meta', ['meta']);
  const docs = (preparedMeta.parameters.machineDocs as MachineDoc[] | undefined) ?? [];
  return (
    <>
      <Title />
      <Description />
      {docs.map((doc) => (
        <MachineSection key={doc.machine.id} doc={doc} />
      ))}
      <Stories title="Stories" includePrimary />
    </>
  );
}

import { parseAst, type Plugin } from 'vite';

/** An endpoint declaration file (decision 0420): `domain/api/<workflow>.endpoints.ts`. */
const endpointsFile = /[\\/]domain[\\/]api[\\/][^\\/]+\.endpoints\.ts$/;

interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

interface Cut {
  start: number;
  end: number;
  text: string;
}

const isNode = (value: unknown): value is AstNode => typeof value === 'object' && value !== null && 'type' in value;

/** Every node below `node`, depth first. */
const walk = (node: AstNode, visit: (node: AstNode) => void): void => {
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) walk(item, visit);
    if (isNode(value)) walk(value, visit);
  }
};

const keyName = (property: AstNode): string | null => {
  const key = property.key as AstNode | undefined;
  if (property.type !== 'Property' || property.computed || !key) return null;
  if (key.type === 'Identifier') return key.name as string;
  if (key.type === 'Literal') return String(key.value);
  return null;
};

const calleeName = (call: AstNode): string | null => {
  const callee = call.callee as AstNode;
  return call.type === 'CallExpression' && callee.type === 'Identifier' ? (callee.name as string) : null;
};

/** The cut that takes a property out of its object, with the comma after it. */
const removal = (code: string, property: AstNode): Cut => {
  const after = /^\s*,/.exec(code.slice(property.end));
  return { start: property.start, end: property.end + (after ? after[0].length : 0), text: '' };
};

const applyCuts = (code: string, cuts: Cut[]): string =>
  [...cuts].sort((a, b) => b.start - a.start).reduce((text, cut) => text.slice(0, cut.start) + cut.text + text.slice(cut.end), code);

/** The cuts that empty an endpoint's documentation: its summary and description, and each refusal's and raw answer's description. */
const documentationCuts = (code: string, program: AstNode): Cut[] => {
  const cuts: Cut[] = [];
  walk(program, (node) => {
    const name = calleeName(node);
    const args = (node.arguments as AstNode[] | undefined) ?? [];
    if (name === 'rawAnswer' && args[1]) cuts.push({ start: args[1].start, end: args[1].end, text: "''" });
    const spec = args[0];
    if (name !== 'endpoint' || spec?.type !== 'ObjectExpression') return;
    for (const property of spec.properties as AstNode[]) {
      const key = keyName(property);
      if (key === 'summary' || key === 'description') cuts.push(removal(code, property));
      const refusals = property.value as AstNode;
      if (key !== 'refusals' || refusals.type !== 'ObjectExpression') continue;
      for (const refusal of refusals.properties as AstNode[]) {
        const value = refusal.value as AstNode;
        if (value.type !== 'ObjectExpression') cuts.push({ start: value.start, end: value.end, text: "''" });
        else for (const entry of value.properties as AstNode[]) if (keyName(entry) === 'description') cuts.push(removal(code, entry));
      }
    }
  });
  return cuts;
};

/** Top-level constants no code reads any more (the texts the documentation was built from), taken out. */
const withoutUnreadConstants = (code: string): string => {
  for (;;) {
    const program = parseAst(code) as unknown as AstNode;
    const unread = (program.body as AstNode[]).filter((statement) => {
      const declarations = statement.declarations as AstNode[] | undefined;
      const id = declarations?.length === 1 ? (declarations[0]?.id as AstNode) : null;
      if (statement.type !== 'VariableDeclaration' || id?.type !== 'Identifier') return false;
      const uses = code.match(new RegExp(`(?<![\\w$])${(id.name as string).replaceAll('$', '\\$')}(?![\\w$])`, 'g'))?.length ?? 0;
      return uses === 1;
    });
    if (unread.length === 0) return code;
    code = applyCuts(
      code,
      unread.map((statement) => ({ start: statement.start, end: statement.end, text: '' })),
    );
  }
};

/**
 * Takes the reference documentation out of an endpoint declaration module's JavaScript: the
 * browser calls an endpoint by its method, path and schemas, and only the server's OpenAPI
 * document reads its summary, description and the descriptions of its refusals and raw answers.
 */
export const withoutEndpointDocs = (code: string): string =>
  withoutUnreadConstants(applyCuts(code, documentationCuts(code, parseAst(code) as unknown as AstNode)));

/**
 * The browser build's endpoint declarations without their documentation (issue 17's 200 KB a
 * route): every endpoint of every workflow is in the first download, and its reference text was
 * about half of those declarations' bytes. Runs after TypeScript is stripped, on built code only,
 * so tests and the server read the declarations whole.
 */
export const endpointDocsPlugin = (): Plugin => ({
  name: 'website-admin-endpoint-docs',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    return endpointsFile.test(id) ? { code: withoutEndpointDocs(code), map: null } : null;
  },
});

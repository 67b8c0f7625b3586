import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withoutEndpointDocs } from './endpointDocs';

const declarations = `import { endpoint, rawAnswer } from './endpoint';
import { idParams } from './id.schema';
const listDescription = ['The site list.', 'Filters combine with AND.'].join('\\n\\n');
const statsNote = 'Everyone signed in.';
const kept = 'read by the code';
export const demoEndpoints = {
  list: endpoint({
    method: 'get',
    path: '/api/sites',
    capability: 'readSites',
    summary: 'One page of the site list',
    description: listDescription,
    answers: { 200: kept },
  }),
  stats: endpoint({
    method: 'get',
    path: '/api/designers/:id{[0-9]+}/stats',
    capability: 'readSites',
    summary: "A designer's cards",
    description: \`\${statsNote} Counts.\`,
    params: idParams,
    answers: { 200: rawAnswer('text/csv', 'The rows as CSV') },
    refusals: { 409: 'Already staged', 422: { description: 'Collections to fix', schema: idParams } },
  }),
};
`;

describe("the browser build's endpoint declarations (build/endpointDocs.ts)", () => {
  const stripped = withoutEndpointDocs(declarations);

  it('drops the summaries, descriptions and the texts only they read', () => {
    for (const text of ['One page of the site list', 'The site list.', "A designer's cards", 'Everyone signed in.', 'Counts.']) {
      expect(stripped).not.toContain(text);
    }
    expect(stripped).not.toContain('listDescription');
    expect(stripped).not.toContain('statsNote');
  });

  it("empties refusals' and raw answers' descriptions and keeps the schemas", () => {
    for (const text of ['Already staged', 'Collections to fix', 'The rows as CSV']) expect(stripped).not.toContain(text);
    expect(stripped).toContain("rawAnswer('text/csv', '')");
    expect(stripped).toContain("409: ''");
    expect(stripped).toMatch(/422: \{\s*schema: idParams\s*\}/);
  });

  it('keeps what a call reads: method, path, capability, params and answers', () => {
    expect(stripped).toContain("method: 'get'");
    expect(stripped).toContain("path: '/api/designers/:id{[0-9]+}/stats'");
    expect(stripped).toContain('params: idParams');
    expect(stripped).toContain('answers: { 200: kept }');
    expect(stripped).toContain("const kept = 'read by the code';");
  });

  it('leaves a real declaration file parseable and smaller', async () => {
    const file = new URL('../domain/api/siteList.endpoints.ts', import.meta.url);
    const { transformWithOxc } = await import('vite');
    const javascript = (await transformWithOxc(readFileSync(file, 'utf8'), file.pathname, { lang: 'ts' })).code;
    const slim = withoutEndpointDocs(javascript);
    expect(slim).toContain('path: "/api/sites"');
    expect(slim).not.toContain('The site list behind All Sites');
    expect(slim.length).toBeLessThan(javascript.length / 3);
  });
});

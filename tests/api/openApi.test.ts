import { readFile, writeFile } from 'node:fs/promises';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, describe, expect, it } from 'vitest';
import { openApiDocument, openApiPath } from '../../server/openApi/openApiDocument';
import { apiReferenceMarkdown } from './apiReferenceMarkdown';
import { routeTable } from '../../server/routes';
import { createHarness } from './harness';

const h = await createHarness();
afterAll(() => h.close());
const table = routeTable(h.deps);
const apiDoc = new URL('../../docs/api.md', import.meta.url);

describe('the OpenAPI document', () => {
  it('passes the OpenAPI 3.1 schema validator', async () => {
    const result = await new Validator().validate(openApiDocument(table));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has exactly the route table, each operation with its capability and answers', () => {
    const { paths } = openApiDocument(table);
    const operations = Object.entries(paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method} ${path}`));
    expect(operations.sort()).toEqual(table.map((route) => `${route.method} ${openApiPath(route.path)}`).sort());
    for (const route of table) {
      const operation = paths[openApiPath(route.path)]![route.method] as { 'x-capability': string; responses: Record<string, unknown> };
      expect(operation['x-capability'], `${route.method} ${route.path}`).toBe(route.capability);
      expect(
        Object.keys(operation.responses).some((status) => status.startsWith('2') || status === '302'),
        `${route.method} ${route.path}`,
      ).toBe(true);
    }
  });

  it('is served to a signed-in user at GET /api/openapi.json', async () => {
    const res = await h.request('GET', '/api/openapi.json', { as: 'florist' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(JSON.parse(JSON.stringify(openApiDocument(table))));
    expect((await h.request('GET', '/api/openapi.json')).status).toBe(401);
  });

  it('is what docs/api.md says (UPDATE_API_DOCS=1 rewrites it: npm run docs:api)', async () => {
    const markdown = apiReferenceMarkdown(openApiDocument(table));
    if (process.env.UPDATE_API_DOCS === '1') await writeFile(apiDoc, markdown);
    expect(await readFile(apiDoc, 'utf8'), 'docs/api.md is stale: run npm run docs:api').toBe(markdown);
  });
});

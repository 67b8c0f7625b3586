import type { OpenApiDocument } from '../../server/openApi/openApiDocument';

type JsonSchema = Record<string, unknown>;

const literal = (value: unknown) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value));

/** A JSON Schema as a short TypeScript-like type, which reads better in a table than the schema itself. */
const typeText = (schema: JsonSchema | undefined, depth = 0): string => {
  if (!schema || Object.keys(schema).length === 0) return 'any';
  if (typeof schema.$ref === 'string') return schema.$ref.split('/').at(-1)!;
  if ('const' in schema) return literal(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map(literal).join(' | ');
  for (const key of ['anyOf', 'oneOf'] as const) {
    if (Array.isArray(schema[key])) return [...new Set((schema[key] as JsonSchema[]).map((each) => typeText(each, depth)))].join(' | ');
  }
  if (Array.isArray(schema.allOf)) return (schema.allOf as JsonSchema[]).map((each) => typeText(each, depth)).join(' & ');
  const type = schema.type;
  if (Array.isArray(type)) return type.map((each) => typeText({ ...schema, type: each }, depth)).join(' | ');
  if (type === 'array') return `${typeText(schema.items as JsonSchema, depth)}[]`.replace(/^(.* \| .*)\[\]$/, '($1)[]');
  if (type === 'object') {
    const properties = schema.properties as Record<string, JsonSchema> | undefined;
    if (!properties)
      return schema.additionalProperties && typeof schema.additionalProperties === 'object'
        ? `{[key]: ${typeText(schema.additionalProperties as JsonSchema, depth)}}`
        : 'object';
    if (depth >= 2) return '{…}';
    const required = new Set((schema.required ?? []) as string[]);
    return `{${Object.entries(properties)
      .map(([name, each]) => `${name}${required.has(name) ? '' : '?'}: ${typeText(each, depth + 1)}`)
      .join(', ')}}`;
  }
  return typeof type === 'string' ? (type === 'integer' ? 'number' : type) : 'any';
};

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

interface Operation {
  summary: string;
  description?: string;
  tags: string[];
  'x-capability': string;
  parameters: Array<{ name: string; in: string; required: boolean; schema: JsonSchema }>;
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

const operationText = (method: string, path: string, operation: Operation): string[] => {
  const lines = [`### ${method.toUpperCase()} ${path}`, '', operation.summary + '.', ''];
  if (operation.description) lines.push(operation.description, '');
  lines.push(`Who: ${operation['x-capability'] === 'public' ? 'anyone (public)' : `roles with \`${operation['x-capability']}\``}.`, '');
  if (operation.parameters.length) {
    lines.push('| parameter | in | type | required |', '|---|---|---|---|');
    for (const parameter of operation.parameters)
      lines.push(`| ${parameter.name} | ${parameter.in} | ${cell(typeText(parameter.schema))} | ${parameter.required ? 'yes' : 'no'} |`);
    lines.push('');
  }
  for (const [mediaType, { schema }] of Object.entries(operation.requestBody?.content ?? {}))
    lines.push(`Body (${mediaType}): \`${typeText(schema)}\``, '');
  lines.push('| status | answer | body |', '|---|---|---|');
  for (const [status, answer] of Object.entries(operation.responses)) {
    const body = Object.entries(answer.content ?? {}).map(([mediaType, { schema }]) =>
      mediaType === 'application/json' ? `\`${cell(typeText(schema))}\`` : mediaType,
    );
    lines.push(`| ${status} | ${cell(answer.description)} | ${body.join(', ')} |`);
  }
  lines.push('');
  return lines;
};

/** docs/api.md: the OpenAPI document as a page to read, grouped by workflow (a test keeps it current). */
export const apiReferenceMarkdown = (document: OpenApiDocument): string => {
  const byTag = new Map<string, string[]>();
  for (const [path, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods) as Array<[string, Operation]>) {
      const [tag = 'other'] = operation.tags;
      byTag.set(tag, [...(byTag.get(tag) ?? []), ...operationText(method, path, operation)]);
    }
  }
  return [
    '# HTTP API',
    '',
    '<!-- Generated from the endpoint declarations (domain/api/*.endpoints.ts) by `npm run docs:api`; do not edit by hand. -->',
    '',
    document.info.description,
    '',
    'The same reference as OpenAPI 3.1: `GET /api/openapi.json` (signed in).',
    '',
    ...document.tags.flatMap(({ name }) => [`## ${name}`, '', ...(byTag.get(name) ?? [])]),
  ].join('\n');
};

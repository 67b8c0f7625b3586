import { toJsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import { apiErrorBodySchema } from '../../domain/api/apiError';
import { idParam, maxId } from '../../domain/api/id.schema';
import type { TableRoute } from '../http/route';
import { apiIntroduction } from './apiIntroduction';
import { type AnswerSchema, type EndpointSpec, isRawAnswer, type Refusal, refusalSchemaOf } from '../../domain/api/endpoint';

type JsonSchema = Record<string, unknown>;

/** JSON Schema 2020-12 (OpenAPI 3.1's dialect) of what a client sends (input) or receives (output). */
const jsonSchema = (schema: v.GenericSchema, typeMode: 'input' | 'output'): JsonSchema => {
  // Transforms and custom checks have no JSON Schema; the schema keeps every rule that has one.
  const { $schema: _dialect, ...rest } = toJsonSchema(schema, { target: 'draft-2020-12', typeMode, errorMode: 'ignore' }) as JsonSchema;
  return rest;
};

/**
 * `/api/sites/:id{[0-9]+}/assign` as OpenAPI writes it: `/api/sites/{id}/assign`.
 * @internal Exported for tests (knip --production: decision 0416).
 */
export const openApiPath = (path: string): string => path.replace(/:(\w+)(\{[^}]*\})?/g, '{$1}');

const statusText: Record<number, string> = {
  400: 'A query or body field is missing or malformed: `{error, field, reason, fields}` names it',
  401: 'Not signed in',
  403: "The caller's role lacks the endpoint's capability",
  404: 'A path id that cannot exist, or a row that does not',
  415: 'A mutation whose body is not declared application/json',
  503: 'The database is not answering; try again',
};

const errorAnswer = (
  description: string,
  schema: JsonSchema = { $ref: '#/components/schemas/ApiError' },
  mediaType = 'application/json',
) => ({
  description,
  content: { [mediaType]: { schema } },
});

const successAnswer = (answer: AnswerSchema) => {
  if (isRawAnswer(answer))
    return { description: answer.description, ...(answer.mediaType ? { content: { [answer.mediaType]: { schema: {} } } } : {}) };
  return { description: 'Done', content: { 'application/json': { schema: jsonSchema(answer, 'output') } } };
};

const refusalAnswer = (refusal: Refusal) =>
  typeof refusal === 'string'
    ? errorAnswer(refusal)
    : errorAnswer(refusal.description, jsonSchema(refusalSchemaOf(refusal), 'output'), refusal.mediaType);

const parameters = (endpoint: EndpointSpec) => {
  const entries: Record<string, unknown> = endpoint.params?.entries ?? {};
  const path = Object.keys(entries).map((name) => ({
    name,
    in: 'path',
    required: true,
    // An id is digits naming a row (1 to 2147483647); any other parameter is text.
    schema: entries[name] === idParam ? { type: 'integer', minimum: 1, maximum: maxId } : { type: 'string' },
  }));
  if (!endpoint.query) return path;
  const query = jsonSchema(endpoint.query, 'input');
  const properties = (query.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((query.required ?? []) as string[]);
  return [...path, ...Object.entries(properties).map(([name, schema]) => ({ name, in: 'query', required: required.has(name), schema }))];
};

const operation = (route: TableRoute) => {
  const { endpoint } = route;
  const responses: Record<string, unknown> = {};
  for (const [status, answer] of Object.entries(endpoint.answers)) responses[status] = successAnswer(answer);
  const shared = [
    ...(endpoint.capability === 'public' ? [] : [401, 403]),
    ...(endpoint.params ? [404] : []),
    ...(endpoint.query || endpoint.method !== 'get' ? [400] : []),
  ];
  if (endpoint.method !== 'get' && !endpoint.upload) shared.push(415);
  for (const status of [...shared, 503]) responses[status] = errorAnswer(statusText[status]!);
  for (const [status, refusal] of Object.entries(endpoint.refusals ?? {})) responses[status] = refusalAnswer(refusal);
  const body = endpoint.upload
    ? { required: true, content: { 'multipart/form-data': { schema: { type: 'object' } } } }
    : endpoint.body && { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } };
  return {
    operationId: `${endpoint.method}${openApiPath(endpoint.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, next?: string) => (next ?? '').toUpperCase())}`,
    tags: [route.workflow],
    summary: endpoint.summary,
    ...(endpoint.description ? { description: endpoint.description } : {}),
    'x-capability': endpoint.capability,
    security: endpoint.capability === 'public' ? [] : [{ session: [] }],
    parameters: parameters(endpoint),
    ...(body ? { requestBody: body } : {}),
    responses,
  };
};

/**
 * The OpenAPI 3.1 document of the whole route table, generated from the endpoint declarations
 * (domain/api/*.endpoints.ts): served at GET /api/openapi.json and written to docs/api.md.
 */
export const openApiDocument = (table: readonly TableRoute[]) => {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of table) (paths[openApiPath(route.path)] ??= {})[route.method] = operation(route);
  return {
    openapi: '3.1.0' as const,
    info: {
      title: 'Website Admin API',
      version: '1',
      description: apiIntroduction,
    },
    tags: [...new Set(table.map((route) => route.workflow))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: jsonSchema(apiErrorBodySchema, 'output') },
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'access_token' } },
    },
  };
};

/** @internal Exported for the docs generator in tests (knip --production: decision 0416). */
export type OpenApiDocument = ReturnType<typeof openApiDocument>;

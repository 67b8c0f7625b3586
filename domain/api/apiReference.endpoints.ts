import * as v from 'valibot';
import { endpoint } from './endpoint';

/** The reference of the API itself. */
export const apiReferenceEndpoints = {
  openApi: endpoint({
    method: 'get',
    path: '/api/openapi.json',
    capability: 'readSites',
    summary: 'This document: the OpenAPI 3.1 description of every route',
    description:
      'Generated from the endpoint declarations in `domain/api/*.endpoints.ts`, the same ones the server routes, the browser calls and docs/api.md read.',
    answers: { 200: v.looseObject({ openapi: v.literal('3.1.0'), paths: v.record(v.string(), v.record(v.string(), v.unknown())) }) },
  }),
};

import { apiReferenceEndpoints } from '../../domain/api/apiReference.endpoints';
import { defineRoute, type RouteDefinition, type TableRoute } from '../http/route';
import { openApiDocument } from './openApiDocument';

/** GET /api/openapi.json: the document of the table it is part of, made at the first request and kept. */
export const openApiRoute = (table: () => readonly TableRoute[]): RouteDefinition => {
  let document: ReturnType<typeof openApiDocument> | undefined;
  return defineRoute(apiReferenceEndpoints.openApi, () => (document ??= openApiDocument(table())));
};

/**
 * The rules every route shares and the live events beside the routes: the OpenAPI document's
 * description, so the reference (and docs/api.md, made from it) says them once.
 */
export const apiIntroduction = `The HTTP API of Website Admin. Every route but the public ones (/login, /logout, /preauth, /api/health, /api/ready and the /sandbox pages) needs a session: the HttpOnly \`access_token\` cookie set by POST /login, or \`Authorization: bearer <token>\`. Each route names who may call it: a capability of the permission matrix (\`domain/permissions.ts\`; reads need \`readSites\`, held by everyone signed in), shown as \`x-capability\`. Mutations take \`application/json\` and must come from the app's own origin.

## Every route

A request is answered in this order: 401 \`{error: 'Not signed in'}\` without a session; 403 \`{error: 'Your role may not <capability>'}\` when the role lacks the route's capability; 404 for a path id that cannot exist (\`{id}\` is digits only, so a path with anything else is not a route: 404 \`No route <METHOD> <path>\`; 0 or an id above 2147483647 is 404 \`No <parameter> <value>\`, e.g. \`No id 0\`); 400 \`{error, field, reason, fields}\` for the query; 415 \`{field: 'content-type', reason: 'must be application/json'}\` when a POST or DELETE body is not declared application/json (only POST /api/sites/upload takes multipart/form-data); 400 for the body (\`field: 'body', reason: 'expected a JSON object'\` for an array, a scalar or no JSON); then what the route itself decides (its refusals below). Everywhere in a query or body, an id is a whole number from 1 to 2147483647, and text with a NUL character or an unpaired surrogate (or a number JSON reads as infinite) is a 400 naming the field (docs/decisions/0300-0302). While the database does not answer, any route may answer 503 \`{error: 'Database unavailable'}\` with \`Retry-After\`.

## Live events: /ws

A websocket on the app's port (same session as the API: the cookie with our Origin, or \`?token=\` / a bearer header). Client -> server \`{type: 'subscribe' | 'unsubscribe', channel}\`; server -> client \`{channel, type, payload}\`, \`subscribed\` acknowledging a subscription and \`error\` answering a message it refused. Channels: \`site:<id>\`, \`launch:<id>\`, \`records:<organisationId>\`. A server that stops closes its websockets with 1012 (service restart): reconnect, to another instance if there is one.

- \`site_changed\` \`{id}\` on \`site:<id>\`: the site or something hanging off it changed (fields, status, assignments, launch date, notes, checklist ticks, revisions, addons, contacts, scrape requests and tasks, domains, backups, intake), committed, by anyone on any instance. Only the id travels; clients re-read what they show. Sent by database triggers (migration 0018, docs/decisions/0320); also sent for every watched site after an instance's database listener reconnects.
- \`launch_event\` (Full Send), \`builder_project_event\` (create project), \`record\` (a scrape's saved records) as their routes say.`;

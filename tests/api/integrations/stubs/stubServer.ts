import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StubRequest {
  method: string;
  /** Path without the query string. */
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface StubResponse {
  status: number;
  headers?: Record<string, string>;
  body?: string;
}

export interface StubServer {
  url: string;
  /** Every request received, in order, including refused ones. */
  requests: StubRequest[];
  /** The next request matching `matches` gets `response` instead of its normal answer, once. */
  failOnce(matches: (request: StubRequest) => boolean, response: StubResponse): void;
  close(): Promise<void>;
}

export const json = (status: number, value: unknown, headers: Record<string, string> = {}): StubResponse => ({
  status,
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(value),
});

/**
 * A node:http server on 127.0.0.1 and a random port, answering like an outside service: each
 * service's stub checks method, path, auth header and body and keeps the state the real API would.
 */
export const startStubServer = async (handle: (request: StubRequest) => StubResponse | Promise<StubResponse>): Promise<StubServer> => {
  const requests: StubRequest[] = [];
  const failures: { matches: (request: StubRequest) => boolean; response: StubResponse }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const request: StubRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(request);
      const failureIndex = failures.findIndex((failure) => failure.matches(request));
      const answer =
        failureIndex >= 0 ? Promise.resolve(failures.splice(failureIndex, 1)[0]!.response) : Promise.resolve().then(() => handle(request));
      answer
        .then((response) => {
          res.writeHead(response.status, response.headers ?? {});
          res.end(response.body ?? '');
        })
        .catch((error: unknown) => {
          res.writeHead(500, { 'content-type': 'text/plain' });
          res.end(`stub failed: ${String(error)}`);
        });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    failOnce: (matches, response) => failures.push({ matches, response }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
};

/** Route a stub request by method and a path pattern with :params. */
export const route = (request: StubRequest, method: string, pattern: string): Record<string, string> | undefined => {
  if (request.method !== method) return undefined;
  const names: string[] = [];
  const regex = new RegExp(`^${pattern.replace(/:([a-zA-Z_]+)/g, (_, name: string) => (names.push(name), '([^/]+)'))}$`);
  const match = regex.exec(request.path);
  if (!match) return undefined;
  return Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
};

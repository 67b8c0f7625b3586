import path from 'node:path';
import { serveStatic } from './staticServer';

/** `npm run storybook:serve`: the built Storybook as plain files on http://localhost:6006 (STORYBOOK_PORT), for designers; no dev server. */
const port = Number(process.env.STORYBOOK_PORT ?? 6006);
const { url } = await serveStatic(path.resolve('storybook-static'), port);
console.log(`Storybook (built) on ${url.replace('127.0.0.1', 'localhost')}; Ctrl+C stops it`);

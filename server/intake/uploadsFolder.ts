import path from 'node:path';
import type { ServerConfig } from '../config';

/** Where intake images live: UPLOADS_DIR, or DATA_DIR/uploads beside the embedded database. */
export const uploadsFolder = (config: Pick<ServerConfig, 'UPLOADS_DIR' | 'DATA_DIR'>): string =>
  path.resolve(config.UPLOADS_DIR ?? path.join(config.DATA_DIR, 'uploads'));

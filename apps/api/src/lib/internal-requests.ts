/**
 * Requests the process makes to itself (the storefront's server render asking the API through
 * `app.inject`) carry a header only this process knows, so they are not counted against a shopper's rate
 * limit as if one address (127.0.0.1) were sending every page's reads.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

const HEADER = 'x-zari-internal';
const token = randomUUID();

export const internalRequestHeaders = { [HEADER]: token } as const;

export const isInternalRequest = (request: FastifyRequest) => request.headers[HEADER] === token;

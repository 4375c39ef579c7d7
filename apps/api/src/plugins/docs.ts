/** OpenAPI generated from the contract's zod schemas, browsable at /api/docs. */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

export async function registerDocs(app: FastifyInstance, deps: { sessionCookieName: string }) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Zari API',
        version: '1.0.0',
        description: 'The online fashion store for shoppers in India.',
      },
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: deps.sessionCookieName } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

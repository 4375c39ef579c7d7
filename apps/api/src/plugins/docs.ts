/**
 * OpenAPI generated from the contract's zod schemas, browsable at /api/docs. The contract's
 * COMPONENT_SCHEMAS become named components (`Product`, `Order`, …; a schema's request-side shape is
 * `…Input`), referenced wherever they are used.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { COMPONENT_SCHEMAS } from '@zari/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

const schemaRegistry = z.registry<{ id: string }>();
for (const [id, schema] of Object.entries(COMPONENT_SCHEMAS)) schemaRegistry.add(schema, { id });

const COMPONENT_REF = /"#\/components\/schemas\/([^"]+)"/g;

/**
 * Keeps only the components something refers to: each named schema yields an input and an output
 * component, and most are used one way only.
 */
function withoutUnusedComponents<T extends { components?: { schemas?: Record<string, unknown> } }>(
  document: T,
): T {
  const all = document.components?.schemas ?? {};
  const used = new Set<string>();
  let pending = [...JSON.stringify({ ...document, components: undefined }).matchAll(COMPONENT_REF)];
  while (pending.length > 0) {
    const fresh = pending.map((match) => match[1] as string).filter((name) => !used.has(name));
    for (const name of fresh) used.add(name);
    pending = fresh.flatMap((name) => [...JSON.stringify(all[name]).matchAll(COMPONENT_REF)]);
  }
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas } };
}

export async function registerDocs(app: FastifyInstance, deps: { sessionCookieName: string }) {
  const toOpenApi = createJsonSchemaTransformObject({ schemaRegistry });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Zari API',
        version: '1.0.0',
        description: 'The online fashion store for shoppers in India.',
      },
      servers: [{ url: '/', description: 'The API answers on the storefront’s own origin' }],
      // Public unless an operation names the session it needs.
      security: [],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: deps.sessionCookieName } },
      },
    },
    transform: createJsonSchemaTransform({ schemaRegistry }),
    transformObject: (document) => withoutUnusedComponents(toOpenApi(document) as never),
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
}

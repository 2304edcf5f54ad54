import type { FastifyInstance } from 'fastify';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: UI at /api/docs, JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'Marketplace API',
        version,
        description:
          'Every answer to a known route is HTTP 200 with {code, message, data}; code 200 is success, any other a code of ' +
          'the error catalogue with its message in the `lang` header language (zh, en, es, jp, th, ko, zhtw; default en). ' +
          'Missing or empty parameters: 1000009 {field}; malformed: 1000008 {field, reason}. POST bodies may be ' +
          'application/x-www-form-urlencoded (structured values as JSON strings) or JSON, at most 1 MB (HTTP 413 beyond). ' +
          'Non-2xx is transport-level only: 404 unknown route, 413 body too large, 429 rate limited, 500 server fault.',
      },
      components: {
        securitySchemes: { accessToken: { type: 'apiKey', in: 'header', name: 'access-token' } },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas named with `.meta({ id })` (the recursive category tree) become components,
    // which the routes' schemas refer to by `$ref`.
    transformObject: jsonSchemaTransformObject,
  });
  // POST parameters come form-encoded (the client's default) or as JSON.
  app.addHook('onRoute', (route) => {
    if (route.schema?.body && !route.schema.consumes) {
      route.schema.consumes = ['application/x-www-form-urlencoded', 'application/json'];
    }
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // The page may be served over plain HTTP (a LAN address): no forced upgrade.
    transformStaticCSP: (header) => header.replace(/\s*upgrade-insecure-requests;?/, ''),
  });
}

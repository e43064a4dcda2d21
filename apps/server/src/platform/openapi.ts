import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/** OpenAPI 3.1 generated from the routes' zod schemas; JSON at /api/openapi.json, a page at /api/docs. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Parvaz API',
        version: '1.0.0',
        description:
          'Every call is POST with a form-encoded (bracket notation) or JSON body and answers the envelope { status, data | errors }. Headers: lang, user-type, Authorization, club-mode, x-tenant. Outside clients sign in with Authorization: Bearer; the web app with its httpOnly session cookie, honoured only on calls that carry x-parvaz-session: cookie.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The web app's session: the cookie, on calls that carry `x-parvaz-session: cookie`.
          webSession: { type: 'apiKey', in: 'cookie', name: 'parvaz_session' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas named with `.meta({ id })` (the recursive menu item) become components.
    transformObject: jsonSchemaTransformObject,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}

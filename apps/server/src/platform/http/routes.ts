import type { FastifyInstance, FastifySchema } from 'fastify';
import type { TAccess } from './access.ts';

/** One registered route as the guard sees it: what the route-table and isolation tests walk. */
export type TRouteEntry = {
  method: string;
  url: string;
  access: TAccess | undefined;
  schema: FastifySchema | undefined;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** every route registered on the app, in registration order (filled by an onRoute hook) */
    routeTable: TRouteEntry[];
  }
}

/**
 * Records every route the app registers, modules added later included. Register it before any route and after
 * hooks that fill in a route's access, so that the table holds the access the guard will check.
 */
export function trackRoutes(app: FastifyInstance): void {
  const table: TRouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      table.push({ method, url: route.url, access: route.config?.access, schema: route.schema });
    }
  });
}

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZBusinessCategory, ZPublicCategory, ZTenantDefaults } from '@staffdesk/core/platform-settings-api';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './platform-settings.service.ts';

const ZId = z.object({ id: z.uuid() });

/** The console's settings of spec 6 (under `/api/v1/platform`): new tenants' defaults, business categories. */
export const platformSettingsRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['platform'];
    const settings = { access: 'platform:settings' as const };
    app.get(
      '/tenant-defaults',
      { config: { access: 'platform' }, schema: { tags, response: { 200: ZTenantDefaults } } },
      async () => service.getTenantDefaults(s),
    );
    app.put(
      '/tenant-defaults',
      { config: settings, schema: { tags, response: { 200: ZTenantDefaults } } },
      async (req) => service.saveTenantDefaults(s, authOf(req), req.body, req),
    );
    app.get(
      '/categories',
      { config: { access: 'platform' }, schema: { tags, response: { 200: z.array(ZBusinessCategory) } } },
      async () => service.listCategories(s),
    );
    app.post(
      '/categories',
      { config: settings, schema: { tags, response: { 201: ZBusinessCategory } } },
      async (req, reply) => reply.code(201).send(await service.createCategory(s, authOf(req), req.body, req)),
    );
    app.put(
      '/categories/:id',
      { config: settings, schema: { tags, params: ZId, response: { 200: ZBusinessCategory } } },
      async (req) => service.renameCategory(s, authOf(req), req.params.id, req.body, req),
    );
    app.delete('/categories/:id', { config: settings, schema: { tags, params: ZId } }, async (req, reply) => {
      await service.deleteCategory(s, authOf(req), req.params.id, req);
      return reply.code(204).send();
    });
  };

/** What the public sign-up form offers (no login). */
export const categoryPublicRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/signup/categories',
      { config: { access: 'public' }, schema: { tags: ['signup'], response: { 200: z.array(ZPublicCategory) } } },
      async () => service.publicCategories(s),
    );
  };

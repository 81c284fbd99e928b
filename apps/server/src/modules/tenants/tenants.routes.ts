import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTenantDetail, ZTenantSettingsInput, ZTenantStatusInput } from '@staffdesk/core/platform';
import { ZTenantPublic, ZTenantSummary } from '@staffdesk/core/tenants';
import { authOf } from '../../platform/http/guard.ts';
import { ZListQuery } from '../../platform/http/list.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './tenants.service.ts';

export const tenantPublicRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tenants/:account/public',
      {
        config: { access: 'public' },
        schema: {
          tags: ['tenants'],
          params: z.object({ account: z.string().max(40) }),
          response: { 200: ZTenantPublic },
        },
      },
      async (req) => service.publicTenant(s, req.params.account),
    );
  };

export const platformTenantRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/tenants',
      {
        config: { access: 'platform' },
        schema: {
          tags: ['platform'],
          querystring: ZListQuery.extend({ categoryId: z.uuid().optional() }),
          response: {
            200: z.object({ rows: z.array(ZTenantSummary), total: z.number(), page: z.number(), pageSize: z.number() }),
          },
        },
      },
      async (req) => service.listTenantSummaries(s, req.query),
    );
  };

const ZId = z.object({ id: z.uuid() });

/** The console's tenant pages: detail for every super admin; package, flags and status with the settings flag. */
export const tenantConsoleRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['platform'];
    app.get(
      '/tenants/:id',
      { config: { access: 'platform' }, schema: { tags, params: ZId, response: { 200: ZTenantDetail } } },
      async (req) => service.getTenant(s, req.params.id),
    );
    app.put(
      '/tenants/:id/settings',
      {
        config: { access: 'platform:settings' },
        schema: { tags, params: ZId, body: ZTenantSettingsInput, response: { 200: ZTenantDetail } },
      },
      async (req) => service.updateSettings(s, authOf(req), req.params.id, req.body, req),
    );
    for (const [path, status] of [
      ['suspend', 'suspended'],
      ['reactivate', 'active'],
    ] as const) {
      app.post(
        `/tenants/:id/${path}`,
        {
          config: { access: 'platform:settings' },
          schema: { tags, params: ZId, body: ZTenantStatusInput.optional(), response: { 200: ZTenantDetail } },
        },
        async (req) => service.setStatus(s, authOf(req), req.params.id, status, req.body?.reason, req),
      );
    }
  };

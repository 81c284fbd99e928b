import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSidebar } from '@staffdesk/core/sidebar-api';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './sidebar.service.ts';

/** The tenant's custom mode and switched-off pages (issue 20, spec 2.3): the HR admin's. */
export const sidebarRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['sidebar'];
    const config = { access: 'role:hr_admin' as const };
    app.get('/sidebar', { config, schema: { tags, response: { 200: ZSidebar } } }, async (req) =>
      service.getSidebar(s, authOf(req)),
    );
    app.put('/sidebar', { config, schema: { tags, response: { 200: ZSidebar } } }, async (req) =>
      service.saveSidebar(s, authOf(req), req.body, req),
    );
  };

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LANGUAGES } from '@staffdesk/core/constants';
import {
  ZTranslationKey,
  ZTranslationPage,
  ZTranslationQuery,
  ZTranslationRow,
  ZTranslationTexts,
} from '@staffdesk/core/translations-api';
import type { TAccess } from '../../platform/http/access.ts';
import { authOf } from '../../platform/http/guard.ts';
import type { TServices } from '../../platform/services.ts';
import * as service from './translations.service.ts';
import { sendTextsExport } from './translations-file.ts';

const ZLang = z.object({ lang: z.enum(LANGUAGES) });

/**
 * Translations (issue 20, decision 0047): what applies to the caller, and the editor of a scope's texts: the
 * tenant's under /translations (page translations), the platform's under /platform/translations (the super admin,
 * admin flag settings). Both scopes answer the same shapes.
 */
export const translationRoutes =
  (s: TServices): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['translations'];
    app.get(
      '/translations/texts',
      { config: { access: 'session' }, schema: { tags, querystring: ZLang, response: { 200: ZTranslationTexts } } },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return service.textsFor(s, authOf(req), req.query.lang);
      },
    );
    // the pages before sign-in: the platform's changed texts, and the account's when it uses its own
    app.get(
      '/translations/public',
      {
        config: { access: 'public' },
        schema: {
          tags,
          querystring: ZLang.extend({ account: z.string().max(40).optional() }),
          response: { 200: ZTranslationTexts },
        },
      },
      async (req, reply) => {
        reply.header('cache-control', 'no-store');
        return service.publicTexts(s, req.query.lang, req.query.account);
      },
    );
    const editor = (prefix: string, access: (a: 'view' | 'edit') => TAccess) => {
      app.get(
        prefix,
        {
          config: { access: access('view') },
          schema: { tags, querystring: ZTranslationQuery, response: { 200: ZTranslationPage } },
        },
        async (req) => service.listTexts(s, authOf(req), req.query),
      );
      app.get(
        `${prefix}/export.xlsx`,
        { config: { access: access('view') }, schema: { tags, querystring: ZLang } },
        async (req, reply) => sendTextsExport(s, authOf(req), req.query.lang, reply),
      );
      app.put(
        `${prefix}/text`,
        { config: { access: access('edit') }, schema: { tags, response: { 200: ZTranslationRow } } },
        async (req) => service.setText(s, authOf(req), req.body, req),
      );
      app.delete(
        `${prefix}/text`,
        {
          config: { access: access('edit') },
          schema: { tags, querystring: ZTranslationKey, response: { 200: ZTranslationRow } },
        },
        async (req) => service.resetText(s, authOf(req), req.query, req),
      );
    };
    editor('/translations', (a) => `page:translations:${a}`);
    editor('/platform/translations', () => 'platform:settings');
  };

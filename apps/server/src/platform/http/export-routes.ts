import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { EXPORT_FORMATS, sendExport } from '../export.ts';
import { translate } from '../i18n.ts';
import { authOf } from './guard.ts';
import type { TAccess, TAuth } from './access.ts';

type TFastify = Parameters<FastifyPluginAsyncZod>[0];

/** One column of an export: its header (a key of the list's catalogue, with the English text) and its cell (in `lang`). */
export type TExportColumn<R> = { key: string; label: string; cell: (row: R, lang: string) => unknown };

/**
 * `GET <path>/export.csv` and `.xlsx` for a list: the list's own filters (`query`) plus `lang` for the headers
 * (else the caller's language), streamed from `batches` under the heavy-work gate.
 */
export function exportRoutes<Q extends z.ZodObject, R>(
  app: TFastify,
  o: {
    path: string;
    list: string;
    access: TAccess;
    tags: string[];
    query: Q;
    columns: readonly TExportColumn<R>[];
    batches: (auth: TAuth, query: z.infer<Q>) => AsyncIterable<readonly R[]>;
  },
) {
  const querystring = o.query.extend({ lang: z.string().max(5).optional() });
  for (const format of EXPORT_FORMATS)
    app.get(
      `${o.path}/export.${format}`,
      { config: { access: o.access, heavy: true }, schema: { tags: o.tags, querystring } },
      async (req, reply) => {
        const q = req.query as z.infer<Q> & { lang?: string };
        const lang = q.lang ?? req.sessionLookup?.user.language ?? 'en';
        const headers = o.columns.map((c) => translate(lang, o.list, c.key, c.label));
        const source = o.batches(authOf(req), q);
        async function* cells() {
          for await (const rows of source) yield rows.map((r) => o.columns.map((c) => c.cell(r, lang)));
        }
        return sendExport(reply, { list: o.list, format, headers, batches: cells() });
      },
    );
}

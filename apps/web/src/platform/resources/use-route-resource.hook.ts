import { useLoaderData } from 'react-router';
import type { TResource } from '@staffdesk/core/resources/resource-types';
import { resourceByKey } from '@staffdesk/core/resources/settings-resources';

/** What the loader of every generic resource route answers when the user may open it. */
export type TResourceRouteData = { resource: string };

/** The declaration a generic list / form / deleted-list route was made for (router.tsx makes one per resource). */
export function useRouteResource(): TResource {
  const data = useLoaderData() as TResourceRouteData;
  const r = resourceByKey(data.resource);
  if (!r) throw new Error(`unknown resource ${data.resource}`);
  return r;
}

/** `/{account}/<route>/<page>` of a resource. */
export const resourcePath = (account: string | null, r: TResource, page: string) =>
  `/${account ?? ''}/${r.route}/${page}`;

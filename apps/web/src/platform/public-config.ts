import { queryOptions } from '@tanstack/react-query';
import { apiGet } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** The map tiles of the attendance-place picker (MAP_TILE_URL on the server); null: no map. */
export type TMapTiles = { url: string; attribution: string; maxZoom: number };

/** What the server tells every page, signed in or not (`GET /config/public`). */
export type TPublicConfig = { playStoreUrl: string; appStoreUrl: string; map: TMapTiles | null };

export const publicConfigQuery = queryOptions({
  queryKey: queryKeys.publicConfig,
  queryFn: () => apiGet<TPublicConfig>('/config/public'),
  staleTime: Infinity,
});

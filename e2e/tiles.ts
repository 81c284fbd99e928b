import type { Page } from '@playwright/test';
import { E2E_PORT } from './server.ts';

/** The tile source the e2e app is configured with (MAP_TILE_URL): no tile server is reachable here. */
export const E2E_TILES = `http://127.0.0.1:${E2E_PORT}/e2e-tiles/{z}/{x}/{y}.svg`;

/** A drawn tile: blocks, a road along one edge, and its own z/x/y, so a moved map looks moved. */
function tile(z: number, x: number, y: number): string {
  const hue = (x * 37 + y * 91) % 360;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
<rect width="256" height="256" fill="#f1efe9"/>
<rect x="24" y="24" width="92" height="92" rx="6" fill="hsl(${hue} 30% 86%)"/>
<rect x="140" y="140" width="92" height="92" rx="6" fill="hsl(${(hue + 120) % 360} 30% 86%)"/>
<rect x="0" y="122" width="256" height="12" fill="#ffffff" stroke="#d6d2c4"/>
<rect x="122" y="0" width="12" height="256" fill="#ffffff" stroke="#d6d2c4"/>
<text x="150" y="60" font-family="sans-serif" font-size="14" fill="#8a8577">${z}/${x}/${y}</text>
</svg>`;
}

/** Answers the page's tile requests with drawn tiles. */
export async function serveTiles(page: Page): Promise<void> {
  await page.route('**/e2e-tiles/**', (route) => {
    const m = /\/e2e-tiles\/(\d+)\/(-?\d+)\/(-?\d+)\.svg$/.exec(new URL(route.request().url()).pathname);
    if (!m) return route.fulfill({ status: 404 });
    return route.fulfill({ contentType: 'image/svg+xml', body: tile(Number(m[1]), Number(m[2]), Number(m[3])) });
  });
}

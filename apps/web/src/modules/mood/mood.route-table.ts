import type { RouteObject } from 'react-router';
import { privilegedPageLoader } from '../../shell/route-guards.ts';
import { MOOD_PULSE_PATH } from './mood.api.ts';

/** The mood pulse (issue 15): HR's trends; employees answer on their home. */
export const moodRoutes: RouteObject[] = [
  {
    path: MOOD_PULSE_PATH,
    loader: privilegedPageLoader('moodPulse', 'view', null),
    lazy: () => import('./mood-trends.page.tsx').then((m) => ({ Component: m.MoodTrendsPage })),
  },
];

import { isPublicCareersPath } from './modules/careers/careers-paths.ts';

/**
 * The first script of every page. The public job board (`/:account/career/…`, issue 4) starts its own small
 * bundle; everything else starts the main app. Each loads its modules in parallel after this tiny step.
 */
if (isPublicCareersPath(window.location.pathname)) void import('./modules/careers/careers-board.main.tsx');
else void import('./main.tsx');

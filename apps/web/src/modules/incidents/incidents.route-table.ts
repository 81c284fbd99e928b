import { createElement } from 'react';
import type { RouteObject } from 'react-router';
import { guardOrPage } from '../visitors/visitors.route-table.ts';
import { INCIDENT_PATHS } from './incidents.api.ts';

/** Incidents (issue 17, spec `/guestsincident` listing, add, addi, addm, vidieo): the report, its files, follow-up. */
export const incidentRoutes: RouteObject[] = [
  {
    path: INCIDENT_PATHS.list,
    loader: guardOrPage('view'),
    lazy: () => import('./incidents.page.tsx').then((m) => ({ Component: m.IncidentsPage })),
  },
  {
    path: INCIDENT_PATHS.add,
    loader: guardOrPage('add'),
    lazy: () => import('./incident-form.page.tsx').then((m) => ({ Component: m.IncidentFormPage })),
  },
  {
    path: `${INCIDENT_PATHS.add}/:id`,
    loader: guardOrPage('edit'),
    lazy: () => import('./incident-form.page.tsx').then((m) => ({ Component: m.IncidentFormPage })),
  },
  {
    path: `${INCIDENT_PATHS.view}/:id`,
    loader: guardOrPage('view'),
    lazy: () => import('./incident-view.page.tsx').then((m) => ({ Component: m.IncidentViewPage })),
  },
  ...(
    [
      ['images', 'image'],
      ['media', 'media'],
      ['video', 'video'],
    ] as const
  ).map(([path, kind]) => ({
    path: `${INCIDENT_PATHS[path]}/:id`,
    loader: guardOrPage('edit'),
    lazy: () =>
      import('./incident-files.page.tsx').then((m) => ({
        Component: () => createElement(m.IncidentFilesPage, { kind }),
      })),
  })),
];

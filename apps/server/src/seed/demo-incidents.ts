import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TDb } from '../platform/db/db.ts';
import { nextInSeries } from '../platform/db/series.ts';
import { FileStore } from '../platform/files/files.ts';
import { WEB_IMAGE_TYPE, webImage } from '../platform/files/web-image.ts';
import * as repo from '../modules/incidents/incidents.repo.ts';
import { demoPng, hex, mix } from './demo-images.ts';

/** A scene for an incident's picture: a floor, a wall and a dark shape, in the incident's colour. */
function scene(color: string, shape: 'box' | 'bar' | 'puddle'): Buffer {
  const c = hex(color);
  return demoPng(480, 360, (x, y) => {
    const floor = y > 230;
    const hit =
      shape === 'box'
        ? x > 180 && x < 320 && y > 150 && y < 260
        : shape === 'bar'
          ? Math.abs(y - 170 - (x - 240) * 0.35) < 10 && x > 60 && x < 420
          : (x - 240) ** 2 / 150 ** 2 + (y - 290) ** 2 / 40 ** 2 < 1;
    if (hit) return mix(c, [30, 30, 30], 0.6);
    return floor ? mix(c, [120, 120, 120], 0.75) : mix(c, [250, 250, 250], 0.8);
  });
}

type TDemoIncident = {
  daysAgo: number;
  hour: number;
  type: string;
  place: string;
  description: string;
  priority: string;
  people: ('srey' | 'visitor')[];
  pictures: { color: string; shape: 'box' | 'bar' | 'puddle' }[];
  follow: ('assign' | 'investigating' | 'closed')[];
  comment?: string;
  note?: string;
};

const INCIDENTS: TDemoIncident[] = [
  {
    daysAgo: 0,
    hour: 2,
    type: 'suspicious',
    place: 'Main entrance',
    description: 'A man photographed the entrance and the guard post for several minutes, then left on a motorbike.',
    priority: 'low',
    people: [],
    pictures: [],
    follow: [],
  },
  {
    daysAgo: 1,
    hour: 4,
    type: 'theft',
    place: 'Warehouse gate B',
    description: 'A box of packaging samples went missing from the loading bay after a delivery.',
    priority: 'veryHigh',
    people: ['srey', 'visitor'],
    pictures: [{ color: '#a05a2c', shape: 'box' }],
    follow: [],
  },
  {
    daysAgo: 3,
    hour: 3,
    type: 'damage',
    place: 'Car park barrier',
    description: 'A delivery van reversed into the car park barrier; the arm is bent and no longer closes.',
    priority: 'high',
    people: ['visitor'],
    pictures: [
      { color: '#c9a227', shape: 'bar' },
      { color: '#7a8b99', shape: 'bar' },
    ],
    follow: ['assign', 'investigating'],
    comment: 'The driver’s company has been called; waiting for their insurer.',
    note: 'Reviewing the camera footage with the transport company.',
  },
  {
    daysAgo: 10,
    hour: 6,
    type: 'injury',
    place: 'Canteen',
    description: 'An employee slipped on a wet floor near the sink and hurt her wrist; first aid was given.',
    priority: 'moderate',
    people: ['srey'],
    pictures: [{ color: '#3b7ea1', shape: 'puddle' }],
    follow: ['assign', 'closed'],
    comment: 'A wet-floor sign is now kept by the sink.',
    note: 'Seen by the clinic, back at work the next day. Cleaning rota changed.',
  },
  {
    daysAgo: 20,
    hour: 1,
    type: 'safety',
    place: 'Fire exit, 2nd floor',
    description: 'Boxes stacked in front of the fire exit on the second floor.',
    priority: 'low',
    people: [],
    pictures: [],
    follow: ['closed'],
    note: 'Boxes moved to the store room the same day.',
  },
];

/**
 * The demo's incidents (issue 17): five at Phnom Penh reported by the guard over three weeks — open, investigating
 * with an assignee, closed with a note — some with pictures (WebP, as uploads are kept) and the people involved.
 */
export async function seedDemoIncidents(
  db: TDb,
  tenantId: string,
  hr: { id: string; name: string },
  dataDir: string | undefined,
) {
  const files = dataDir ? new FileStore(path.join(dataDir, 'files')) : null;
  const guard = (
    await db.execute<{ id: string; name: string }>(sql`
      select id, concat_ws(' ', first_name, last_name) as name from users
       where tenant_id = ${tenantId} and email = 'guard@demo.test'`)
  ).rows[0]!;
  const srey = (
    await db.execute<{ id: string; organizationId: string }>(sql`
      select e.id, e.organization_id as "organizationId" from employees e join users u on u.id = e.user_id
       where e.tenant_id = ${tenantId} and u.email = 'emp@demo.test'`)
  ).rows[0]!;
  const visit = (
    await db.execute<{ id: string }>(sql`
      select id from visits where tenant_id = ${tenantId} and status = 'left' order by checked_in_at desc limit 1`)
  ).rows[0];
  // the oldest first: numbers follow the days
  for (const d of [...INCIDENTS].sort((a, b) => b.daysAgo - a.daysAgo)) {
    const at = new Date(Date.now() - d.daysAgo * 86_400_000 - d.hour * 3_600_000);
    const people = await repo.involved(db, tenantId, [
      ...(d.people.includes('srey') ? [{ kind: 'employee', id: srey.id }] : []),
      ...(d.people.includes('visitor') && visit ? [{ kind: 'visitor', id: visit.id }] : []),
    ]);
    const number = await nextInSeries(db, tenantId, 'incident', at.getUTCFullYear());
    const id = await repo.insertIncident(
      db,
      tenantId,
      number,
      {
        organizationId: srey.organizationId,
        type: d.type,
        occurredAt: at.toISOString(),
        place: d.place,
        description: d.description,
        priority: d.priority,
        people,
      },
      guard,
    );
    if (files)
      for (const [i, p] of d.pictures.entries()) {
        const content = scene(p.color, p.shape);
        const web = await webImage({ field: 'images', name: `photo-${i + 1}.png`, content, size: content.length });
        await repo.insertFiles(
          db,
          tenantId,
          id,
          [
            {
              kind: 'image',
              key: await files.save(web.full),
              thumbKey: await files.save(web.thumb),
              type: WEB_IMAGE_TYPE,
              name: `photo-${i + 1}.webp`,
              size: web.full.length,
            },
          ],
          guard,
        );
      }
    if (d.follow.includes('assign')) {
      await repo.setAssignee(db, tenantId, id, guard);
      await repo.insertComment(db, tenantId, id, { event: 'assigned', text: '', value: guard.name }, hr);
    }
    if (d.comment) await repo.insertComment(db, tenantId, id, { event: 'comment', text: d.comment, value: null }, hr);
    for (const status of d.follow.filter((f) => f !== 'assign')) {
      await repo.setStatus(db, tenantId, id, status, hr.name);
      await repo.insertComment(db, tenantId, id, { event: 'status', text: d.note ?? '', value: status }, hr);
    }
  }
}

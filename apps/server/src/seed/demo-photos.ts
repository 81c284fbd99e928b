import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TDb } from '../platform/db/db.ts';
import { FileStore } from '../platform/files/files.ts';
import { demoPng, type TRgb } from './demo-images.ts';

const BACKGROUNDS: TRgb[] = [
  [219, 234, 254],
  [220, 252, 231],
  [254, 243, 199],
  [252, 231, 243],
  [237, 233, 254],
  [204, 251, 241],
];
const SHIRTS: TRgb[] = [
  [37, 99, 235],
  [15, 118, 110],
  [71, 85, 105],
  [190, 18, 60],
  [126, 34, 206],
  [234, 88, 12],
];
const SKINS: TRgb[] = [
  [241, 194, 160],
  [224, 172, 130],
  [198, 134, 94],
  [160, 104, 70],
];
const HAIRS: TRgb[] = [
  [30, 24, 20],
  [58, 40, 30],
  [20, 20, 24],
  [92, 62, 40],
];

const inEllipse = (x: number, y: number, cx: number, cy: number, rx: number, ry: number) =>
  ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1;

/**
 * A demo staff photo: a drawn head-and-shoulders portrait (no real person), different for each index — background,
 * shirt, skin and hair vary; longer hair for women. 160 px square, drawn at twice the size and averaged (smooth edges).
 */
export function demoPortrait(i: number, gender: string | null): Buffer {
  const bg = BACKGROUNDS[i % BACKGROUNDS.length]!;
  const shirt = SHIRTS[(i * 5 + 1) % SHIRTS.length]!;
  const skin = SKINS[(i * 3) % SKINS.length]!;
  const hair = HAIRS[(i * 7) % HAIRS.length]!;
  const long = gender === 'female';
  const shade = (c: TRgb, f: number): TRgb => [Math.round(c[0] * f), Math.round(c[1] * f), Math.round(c[2] * f)];
  // one sample of the 320 px drawing
  const at = (x: number, y: number): TRgb => {
    if (inEllipse(x, y, 160, 156, 60, 72)) {
      if (inEllipse(x, y, 138, 160, 7, 7) || inEllipse(x, y, 182, 160, 7, 7)) return [40, 32, 30];
      if (inEllipse(x, y, 160, 186, 20, 9) && y > 186) return shade(skin, 0.7);
      // hair over the top of the head
      if (y < 128 - Math.abs(x - 160) * 0.15 && inEllipse(x, y, 160, 148, 66, 80)) return hair;
      return skin;
    }
    if (inEllipse(x, y, 160, 148, 66, 80) && y < 140) return hair;
    // long hair behind the face, down to the shoulders
    if (long && inEllipse(x, y, 160, 190, 74, 96) && y > 120 && y < 268) return hair;
    if (inEllipse(x, y, 160, 372, 128, 120)) return shirt;
    if (x > 136 && x < 184 && y > 210 && y < 262) return shade(skin, 0.9);
    return bg;
  };
  return demoPng(160, 160, (x, y) => {
    const s = [at(2 * x, 2 * y), at(2 * x + 1, 2 * y), at(2 * x, 2 * y + 1), at(2 * x + 1, 2 * y + 1)];
    return [0, 1, 2].map((k) => Math.round(s.reduce((a, c) => a + c[k]!, 0) / 4)) as TRgb;
  });
}

/**
 * Photos for the demo tenant's staff (issue 11): every employee without a login but a few (who keep their initials,
 * as a real company's list would), into the file store; people with a login keep their own account photo. Without a
 * data folder, none.
 */
export async function seedDemoPhotos(db: TDb, tenantId: string, opts: { dataDir?: string }) {
  if (!opts.dataDir) return;
  const files = new FileStore(path.join(opts.dataDir, 'files'));
  const people = await db.execute<{ id: string; gender: string | null }>(
    sql`select id, gender from employees where tenant_id = ${tenantId} and deleted_at is null and photo_key is null
          and user_id is null order by employee_code`,
  );
  for (const [i, p] of people.rows.entries()) {
    if (i % 6 === 5) continue;
    const key = await files.save(demoPortrait(i, p.gender));
    await db.execute(
      sql`update employees set photo_key = ${key}, photo_type = 'image/png' where tenant_id = ${tenantId} and id = ${p.id}`,
    );
  }
}

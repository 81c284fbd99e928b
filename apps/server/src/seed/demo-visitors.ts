import crypto from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { addDays } from '@staffdesk/core/dates';
import { todayIn } from '@staffdesk/core/time-zones';
import type { TDb } from '../platform/db/db.ts';
import { FileStore } from '../platform/files/files.ts';
import { demoPng, hex, mix } from './demo-images.ts';

/** A visitor's photo: a head and shoulders on a soft background (a few KB). */
function visitorPhoto(color: string): Buffer {
  const c = hex(color);
  return demoPng(240, 240, (x, y) => {
    const head = (x - 120) ** 2 + (y - 95) ** 2 < 48 ** 2;
    const body = y > 150 && (x - 120) ** 2 / 95 ** 2 + (y - 240) ** 2 / 90 ** 2 < 1;
    return head || body ? mix(c, [40, 40, 40], 0.55) : mix(c, [255, 255, 255], 0.7);
  });
}

const PEOPLE = [
  ['Chan Vibol', 'Angkor Supplies', 'supplier', 'Delivery of packaging samples', 'PP 2A-1234'],
  ['Lina Tan', 'Tan & Partners', 'client', 'Quarterly review', null],
  ['Mao Sreyneang', null, 'interview', 'Interview for Sales Executive', null],
  ['Kevin Ong', 'Mekong Logistics', 'business', 'Transport contract', 'PP 3C-7788'],
  ['Heng Rithy', 'CityNet', 'supplier', 'Internet line maintenance', 'PP 1B-4410'],
  ['Sophie Martin', 'Bodia Spa', 'sales', 'Staff wellness offer', null],
  ['Ly Dara', null, 'personal', 'Lunch with a colleague', null],
  ['王伟', '金边贸易', 'meeting', '采购会议', null],
] as const;

/**
 * The demo's visits (issue 17): a week of them at Phnom Penh, hosted by Srey Pov (PP1001) and colleagues — most
 * checked in and out by the guard, two inside now, two expected tomorrow. Photos need the file store.
 */
export async function seedDemoVisitors(db: TDb, tenantId: string, guard: string, dataDir: string | undefined) {
  const files = dataDir ? new FileStore(path.join(dataDir, 'files')) : null;
  const hosts = (
    await db.execute<{ id: string; org: string; tz: string }>(sql`
      select e.id, e.organization_id as org, o.timezone as tz from employees e
        join organizations o on o.tenant_id = e.tenant_id and o.id = e.organization_id
       where e.tenant_id = ${tenantId} and o.code = 'MTPP' and e.status = 'active' and e.deleted_at is null
       order by e.employee_code limit 4`)
  ).rows;
  if (hosts.length === 0) return;
  const today = todayIn(hosts[0]!.tz);
  const colors = ['#1c7ed6', '#e8590c', '#2b8a3e', '#5f3dc4', '#c2255c'];
  let n = 0;
  for (let d = -6; d <= 1; d++)
    for (let k = 0; k < (d === 1 ? 2 : 2 + (Math.abs(d) % 2)); k++) {
      const [name, company, type, reason, plate] = PEOPLE[n % PEOPLE.length]!;
      const host = hosts[n % hosts.length]!;
      n += 1;
      const day = addDays(today, d);
      const status = d === 1 ? 'expected' : d === 0 && k < 2 ? 'inside' : 'left';
      const at = (h: number, m: number) => `${day} ${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`;
      const photo = files && status !== 'expected' ? await files.save(visitorPhoto(colors[n % colors.length]!)) : null;
      await db.execute(sql`
        insert into visits (tenant_id, organization_id, employee_id, visitor_name, contact_number, company, visit_type,
                            reason, license_plate, vehicle, photo_key, photo_type, status, expected_on, pass_token,
                            checked_in_at, checked_in_by_name, checked_out_at, checked_out_by_name, created_by_name)
        values (${tenantId}, ${host.org}, ${host.id}, ${name}, ${`+855 1${n} 555 ${String(100 + n)}`}, ${company},
                ${type}, ${reason}, ${plate}, ${plate ? 'Car' : null}, ${photo}, ${photo ? 'image/png' : null},
                ${status}, ${status === 'expected' ? day : null}, ${crypto.randomBytes(18).toString('base64url')},
                ${status === 'expected' ? null : sql`(${at(9 + k, 10 * k)})::timestamp at time zone ${host.tz}`},
                ${status === 'expected' ? null : guard},
                ${status === 'left' ? sql`(${at(11 + k, 5 + 10 * k)})::timestamp at time zone ${host.tz}` : null},
                ${status === 'left' ? guard : null}, ${guard})`);
    }
}

import {
  autoCloseAt,
  beforeWindow,
  MAX_SHIFT_HOURS,
  shiftDateFor,
  type TPlannedShift,
  workedTime,
} from '@staffdesk/core/attendance';
import { distanceMeters, locationAt } from '@staffdesk/core/locations';
import { PUNCH_PHOTO_MAX_BYTES } from '@staffdesk/core/attendance-api';
import { ERRORS } from '@staffdesk/core/messages';
import { actorOf, auditIn, type TRequestInfo } from '../../platform/audit/audit.ts';
import type { TDb } from '../../platform/db/db.ts';
import { AppError, appError } from '../../platform/errors.ts';
import { dbErrorOf } from '../../platform/http/error-log.ts';
import type { TAuth } from '../../platform/http/access.ts';
import type { TServices } from '../../platform/services.ts';
import { sniffImage } from '../careers/careers.files.ts';
import * as repo from './attendance.repo.ts';
import { qrValid } from './kiosk.service.ts';

/**
 * Check-in and check-out (issue 12). One rule for every way in — the employee's phone, the kiosk QR, the guard,
 * a group leader: the punch goes to the shift date it is worked for, a second check-in is refused by the database
 * (one open punch per employee), and a check-out forgotten past the shift's end plus the organization's margin is
 * closed at the shift's end rather than turned into the next day's check-out.
 */
export type TPosition = { latitude: number; longitude: number };
export type TPunchKind = 'in' | 'out';

const who = (auth: TAuth) => ({ id: auth.userId, name: auth.userName });

/** The plan a stored record was made with, or null (no shift that day). */
function storedPlan(p: repo.TTotalsInput): TPlannedShift | null {
  if (!p.plannedStart || !p.plannedEnd) return null;
  return {
    shiftDate: p.shiftDate,
    start: new Date(p.plannedStart),
    end: new Date(p.plannedEnd),
    startTime: '',
    endTime: '',
    breakMinutes: p.breakMinutes,
    lateGraceMinutes: p.lateGraceMinutes,
    earlyLeaveGraceMinutes: p.earlyLeaveGraceMinutes,
    checkInWindowMinutes: 0,
  };
}

const saveTotalsOf = (db: TDb, tenantId: string, input: repo.TTotalsInput) =>
  repo.saveTotals(db, tenantId, input.attendanceId, workedTime(input.punches, storedPlan(input)));

/** Totals a record again from its punches (after any punch changes). */
export async function retotal(db: TDb, tenantId: string, attendanceId: string) {
  const input = await repo.totalsInput(db, tenantId, attendanceId);
  if (input) await saveTotalsOf(db, tenantId, input);
}

/** Closes an open punch and totals its record again; false when it was closed meanwhile (a second tap). */
export async function closeAndRetotal(db: TDb, tenantId: string, punchId: string, w: repo.TPunchWrite, auto = false) {
  const input = await repo.closePunch(db, tenantId, punchId, w, auto);
  if (input) await saveTotalsOf(db, tenantId, input);
  return input !== null;
}

/** Where the punch was made: inside one of the organization's places, else refused saying how far the nearest is. */
export function placeFor(c: repo.TPunchContext, at: TPosition | null): string {
  if (c.locations.length === 0) throw appError(409, 'noAttendancePlace');
  if (!at) throw appError(400, 'locationRequired');
  const inside = locationAt(c.locations, at);
  if (inside) return inside.name;
  const nearest = c.locations.map((l) => ({ l, d: distanceMeters(l, at) - l.radius })).sort((a, b) => a.d - b.d)[0]!;
  throw new AppError(403, 'outsideRadius', ERRORS.outsideRadius, undefined, undefined, {
    meters: Math.ceil(nearest.d),
    place: nearest.l.name,
  });
}

/** Closes a check-out forgotten past its due time, at the shift's end; true when it did. */
async function closeIfForgotten(db: TDb, tenantId: string, c: repo.TPunchContext, open: repo.TOpenPunch, now: Date) {
  const planned = open.plannedStart && open.plannedEnd ? { end: open.plannedEnd } : null;
  const { due, outAt } = autoCloseAt(
    open.inAt,
    planned as TPlannedShift | null,
    c.checkoutMarginMinutes,
    MAX_SHIFT_HOURS,
  );
  if (now.getTime() < due.getTime()) return false;
  const w = { at: outAt, source: 'auto', latitude: null, longitude: null, place: null, by: null } as const;
  await closeAndRetotal(db, tenantId, open.id, w, true);
  return true;
}

export type TPunchInput = {
  kind: TPunchKind;
  now: Date;
  position: TPosition | null;
  place: string | null;
  source: repo.TPunchWrite['source'];
  photoKey?: string | null;
};

/**
 * Checks an employee in or out inside the caller's transaction. Answers the record's shift date and the time.
 * A second check-in is refused here when seen, and by the unique index when two race (see `punch`).
 */
export async function punchIn(db: TDb, auth: TAuth, c: repo.TPunchContext, input: TPunchInput) {
  const tenantId = auth.tenantId!;
  const w: repo.TPunchWrite = {
    at: input.now,
    source: input.source,
    latitude: input.position?.latitude ?? null,
    longitude: input.position?.longitude ?? null,
    place: input.place,
    by: who(auth),
    photoKey: input.photoKey ?? null,
  };
  let open = c.open;
  if (open && (await closeIfForgotten(db, tenantId, c, open, input.now))) open = null;
  if (input.kind === 'out') {
    if (!open || !(await closeAndRetotal(db, tenantId, open.id, w))) throw appError(409, 'checkOutMissing');
    return { attendanceId: open.attendanceId, shiftDate: open.shiftDate, at: input.now };
  }
  if (open) throw appError(409, 'alreadyCheckedIn');
  const { shiftDate, planned } = shiftDateFor(c.timezone, input.now, repo.shiftOn(c));
  // the window keeps employees from checking themselves in early; a guard or HR records an arrival as it is
  if (planned && (input.source === 'self' || input.source === 'qr') && beforeWindow(planned, input.now))
    throw new AppError(409, 'checkInTooEarly', ERRORS.checkInTooEarly, undefined, undefined, {
      opensAt: new Date(planned.start.getTime() - planned.checkInWindowMinutes * 60_000).toISOString(),
    });
  // a first check-in of the day makes its record already totalled. A later one adds an open punch, which counts no
  // time: the totals stay as they are unless it comes before the record's first check-in (or the record has none)
  const lone = workedTime([{ inAt: input.now, outAt: null }], planned);
  const { attendanceId, made, firstIn } = await repo.checkInDay(db, tenantId, c, shiftDate, planned, w, lone);
  if (!made && !(firstIn && firstIn.getTime() <= input.now.getTime())) await retotal(db, tenantId, attendanceId);
  return { attendanceId, shiftDate, at: input.now };
}

/** The loser of two check-ins racing hits the one-open-punch index: the same answer as a second check-in. */
export async function raceSafe<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    const e = dbErrorOf(err);
    if (e?.code === '23505' && e.constraint === 'attendance_punches_open_uq') throw appError(409, 'alreadyCheckedIn');
    throw err;
  }
}

/**
 * Where a self punch was made: the organization's kiosk when the employee scanned its current QR code (`code.token`),
 * else inside one of its places by the browser's position.
 */
function selfPlace(
  s: TServices,
  tenantId: string,
  c: repo.TPunchContext,
  qr: string | undefined,
  at: TPosition | null,
  now: Date,
) {
  if (qr === undefined) return { place: placeFor(c, at), source: 'self' as const };
  const [code, token] = qr.split('.');
  const org = { tenantId, id: c.organizationId, dynamic: c.qrDynamic, seconds: c.qrSeconds };
  if (!token || code?.toLowerCase() !== c.orgCode.toLowerCase() || !qrValid(s, org, token, now))
    throw appError(403, 'qrExpired');
  return { place: c.orgTitle, source: 'qr' as const };
}

/** The camera's photo sent with a self punch (a data URL), checked by its content; null when none was sent. */
function photoOf(photo: string | undefined): Buffer | null {
  if (photo === undefined || photo === '') return null;
  const m = /^data:image\/(?:png|jpeg|webp);base64,([A-Za-z0-9+/]+={0,2})$/.exec(photo);
  const content = m ? Buffer.from(m[1]!, 'base64') : null;
  if (!content || content.length > PUNCH_PHOTO_MAX_BYTES || !sniffImage(content)) throw appError(400, 'photoRequired');
  return content;
}

/**
 * The employee's own check-in or check-out from their phone (`/attendance/checkinout`), by position or kiosk QR,
 * with the camera's photo when their organization asks one ('Please add the image').
 */
export async function selfPunch(
  s: TServices,
  auth: TAuth,
  body: { kind: TPunchKind; latitude?: number; longitude?: number; qr?: string; photo?: string },
  req: TRequestInfo,
) {
  const position =
    body.latitude !== undefined && body.longitude !== undefined
      ? { latitude: body.latitude, longitude: body.longitude }
      : null;
  const image = photoOf(body.photo);
  const photoKey = image ? await s.files.save(image) : null;
  try {
    return await raceSafe(() =>
      s.database.tenant(auth, async (db) => {
        const now = new Date();
        const c = await repo.punchContext(db, auth.tenantId!, { userId: auth.userId }, { at: now });
        if (!c) throw appError(404, 'noEmployeeRecord');
        if (c.photoRequired && !photoKey) throw appError(400, 'photoRequired');
        const { place, source } = selfPlace(s, auth.tenantId!, c, body.qr, position, now);
        const r = await punchIn(db, auth, c, { kind: body.kind, now, position, place, source, photoKey });
        await auditIn(
          db,
          {
            tenantId: auth.tenantId,
            actor: actorOf(auth),
            action: body.kind === 'in' ? 'attendance.checkIn' : 'attendance.checkOut',
            entity: 'attendance',
            entityId: r.attendanceId,
            organizationId: c.organizationId,
            after: { shiftDate: r.shiftDate, at: r.at.toISOString(), place, source, photo: photoKey !== null },
          },
          req,
        );
        return { shiftDate: r.shiftDate, at: r.at.toISOString(), place };
      }),
    );
  } catch (err) {
    if (photoKey) await s.files.remove(photoKey);
    throw err;
  }
}

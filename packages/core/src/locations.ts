import { z } from 'zod';

/**
 * A place where attendance may be marked: a circle of `radius` meters around a point (WGS 84). An organization
 * keeps a list of them; check-in (issue 12) accepts a position inside any.
 */
export type TAttendanceLocation = { name: string; latitude: number; longitude: number; radius: number };

export const LOCATIONS_MAX = 50;
export const RADIUS_MIN = 10;
export const RADIUS_MAX = 10_000;

const coordinate = (limit: number) =>
  z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: (iss) => (iss.input === undefined ? 'required' : 'invalidNumber') })
      .refine((n) => Number.isFinite(n), { error: 'invalidNumber' })
      .refine((n) => n >= -limit && n <= limit, { error: 'invalidCoordinate' })
      // a centimetre is closer than any phone's GPS: more digits are noise
      .transform((n) => Math.round(n * 1e7) / 1e7),
  );

export const ZAttendanceLocation = z.object({
  name: z.string({ error: 'required' }).trim().min(1, { error: 'required' }).max(100, { error: 'tooLong' }),
  latitude: coordinate(90),
  longitude: coordinate(180),
  radius: z.preprocess(
    (v) => (v === '' || v === null || v === undefined ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: (iss) => (iss.input === undefined ? 'required' : 'invalidNumber') })
      .int({ error: 'invalidNumber' })
      .min(RADIUS_MIN, { error: 'tooSmall' })
      .max(RADIUS_MAX, { error: 'tooLarge' }),
  ),
});

export const ZAttendanceLocations = z.preprocess(
  (v) => (v === null || v === undefined ? [] : v),
  z.array(ZAttendanceLocation, { error: 'invalidLocation' }).max(LOCATIONS_MAX, { error: 'tooLarge' }),
);

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (d: number) => (d * Math.PI) / 180;

/** Great-circle distance in meters (haversine), good to well under a meter at a geofence's scale. */
export function distanceMeters(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The first location a position falls within, or null. */
export function locationAt(
  list: readonly TAttendanceLocation[],
  at: { latitude: number; longitude: number },
): TAttendanceLocation | null {
  return list.find((l) => distanceMeters(l, at) <= l.radius) ?? null;
}

import { describe, expect, it } from 'vitest';
import { distanceMeters, locationAt, ZAttendanceLocations } from './locations.ts';

describe('attendance locations', () => {
  it('measures great-circle distance in meters', () => {
    // Phnom Penh's Independence Monument to the Royal Palace: about 0.9 km
    const d = distanceMeters({ latitude: 11.5564, longitude: 104.9282 }, { latitude: 11.5637, longitude: 104.9311 });
    expect(d).toBeGreaterThan(850);
    expect(d).toBeLessThan(900);
    expect(distanceMeters({ latitude: 0, longitude: 179.9999 }, { latitude: 0, longitude: -179.9999 })).toBeLessThan(
      23,
    );
  });

  it('finds the place a position falls within, border included', () => {
    const list = [
      { name: 'A', latitude: 11.5564, longitude: 104.9282, radius: 100 },
      { name: 'B', latitude: 11.5637, longitude: 104.9311, radius: 50 },
    ];
    expect(locationAt(list, { latitude: 11.5565, longitude: 104.9282 })?.name).toBe('A');
    expect(locationAt(list, { latitude: 11.5637, longitude: 104.9311 })?.name).toBe('B');
    expect(locationAt(list, { latitude: 11.6, longitude: 104.9 })).toBeNull();
    expect(locationAt([], { latitude: 0, longitude: 0 })).toBeNull();
  });

  it('reads typed numbers and refuses what is not a place', () => {
    const ok = ZAttendanceLocations.parse([{ name: ' Gate ', latitude: '11.5', longitude: '104.9', radius: '80' }]);
    expect(ok).toEqual([{ name: 'Gate', latitude: 11.5, longitude: 104.9, radius: 80 }]);
    expect(ZAttendanceLocations.parse(null)).toEqual([]);
    for (const bad of [
      [{ name: 'x', latitude: Number.NaN, longitude: 0, radius: 50 }],
      [{ name: 'x', latitude: 0, longitude: 0, radius: 50.5 }],
      'x',
    ])
      expect(ZAttendanceLocations.safeParse(bad).success).toBe(false);
  });
});

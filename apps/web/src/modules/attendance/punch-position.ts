import type { TFunction } from 'i18next';
import { timeIn } from '@staffdesk/core/time-zones';
import { isApiError } from '../../platform/api-client.ts';
import { errorText } from '../../shell/error-text.ts';

/** The browser's position, or null when it is refused, unavailable or too slow. */
export function currentPosition(): Promise<{ latitude: number; longitude: number } | null> {
  if (!('geolocation' in navigator)) return Promise.resolve(null);
  return new Promise((resolve) => {
    navigator.geolocation.getCurrentPosition(
      (p) => resolve({ latitude: p.coords.latitude, longitude: p.coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: true, timeout: 15_000, maximumAge: 0 },
    );
  });
}

/** What a refused check-in says: how far outside the place, when the window opens, or the error's own text. */
export function punchProblem(t: TFunction, e: unknown, tz: string): string {
  if (isApiError(e) && e.code === 'outsideRadius')
    return t('attendance:checkIn.outside', { meters: Number(e.data.meters ?? 0), place: String(e.data.place ?? '') });
  if (isApiError(e) && e.code === 'checkInTooEarly' && typeof e.data.opensAt === 'string')
    return t('attendance:checkIn.tooEarly', { time: timeIn(tz, new Date(e.data.opensAt)) });
  return errorText(t, e);
}

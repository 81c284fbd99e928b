import { Skeleton } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { TPunchView } from '@staffdesk/core/attendance-api';
import { timeIn } from '@staffdesk/core/time-zones';
import type { TMapPoint } from '../../platform/map/points-map.component.tsx';
import { publicConfigQuery } from '../../platform/public-config.ts';

const PointsMap = lazy(() => import('../../platform/map/points-map.component.tsx'));

/** A day's punches on a map, check-ins green and check-outs orange, when positions were kept and tiles are set up. */
export function PunchesMap({ punches, timezone }: { punches: TPunchView[]; timezone: string }) {
  const { t } = useTranslation('attendance');
  const tiles = useQuery(publicConfigQuery).data?.map ?? null;
  const points: TMapPoint[] = punches.flatMap((p) => [
    ...(p.inLatitude !== null && p.inLongitude !== null
      ? [
          {
            latitude: p.inLatitude,
            longitude: p.inLongitude,
            label: `${t('fields.firstIn')} ${timeIn(timezone, new Date(p.inAt))}`,
            color: '#2f9e44',
          },
        ]
      : []),
    ...(p.outAt && p.outLatitude !== null && p.outLongitude !== null
      ? [
          {
            latitude: p.outLatitude,
            longitude: p.outLongitude,
            label: `${t('fields.lastOut')} ${timeIn(timezone, new Date(p.outAt))}`,
            color: '#e8590c',
          },
        ]
      : []),
  ]);
  if (!tiles || points.length === 0) return null;
  return (
    <Suspense fallback={<Skeleton h={260} />}>
      <PointsMap tiles={tiles} points={points} label={t('view.map')} />
    </Suspense>
  );
}

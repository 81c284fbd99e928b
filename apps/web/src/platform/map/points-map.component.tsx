import 'leaflet/dist/leaflet.css';
import * as L from 'leaflet';
import { useEffect, useState } from 'react';
import type { TMapTiles } from '../public-config.ts';

export type TMapPoint = { latitude: number; longitude: number; label: string; color: string };

const MAX_ZOOM = 17;
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const textLabel = (s: string) => Object.assign(document.createElement('span'), { textContent: s });

/**
 * Points on a map (a day's check-ins and check-outs): a coloured dot each with its label as a tooltip, the view
 * fitted around them. Tiles come from the operator's tile source (MAP_TILE_URL), credited as text.
 */
export default function PointsMap({ tiles, points, label }: { tiles: TMapTiles; points: TMapPoint[]; label: string }) {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  useEffect(() => {
    if (!box || points.length === 0) return;
    const map = L.map(box, { attributionControl: false, scrollWheelZoom: false });
    L.control.attribution({ prefix: false }).addTo(map);
    L.tileLayer(tiles.url, { maxZoom: tiles.maxZoom, attribution: escapeHtml(tiles.attribution) }).addTo(map);
    for (const p of points)
      L.circleMarker([p.latitude, p.longitude], { radius: 8, color: p.color, weight: 2, fillOpacity: 0.6 })
        .bindTooltip(textLabel(p.label))
        .addTo(map);
    map.fitBounds(L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as L.LatLngTuple)), {
      maxZoom: Math.min(MAX_ZOOM, tiles.maxZoom),
      padding: [24, 24],
    });
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(box);
    return () => {
      resize.disconnect();
      map.remove();
    };
  }, [box, tiles, points]);
  return (
    <div
      ref={setBox}
      role="application"
      aria-label={label}
      style={{ height: 260, borderRadius: 'var(--mantine-radius-md)', zIndex: 0 }}
      data-testid="points-map"
    />
  );
}

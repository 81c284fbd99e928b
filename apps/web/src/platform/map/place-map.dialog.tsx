import 'leaflet/dist/leaflet.css';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TMapTiles } from '../public-config.ts';

export type TPlacePoint = { latitude: number; longitude: number };
export type TPlaceCircle = TPlacePoint & { name: string; radius: number };

type TProps = {
  tiles: TMapTiles;
  /** the place being picked: its point so far (null: none yet) and radius */
  point: TPlacePoint | null;
  radius: number;
  /** the organization's other places, drawn for orientation */
  others: TPlaceCircle[];
  onPick: (p: TPlacePoint) => void;
  onClose: () => void;
};

/** Closer than this a point is too rough for a radius of tens of meters. */
const PICK_ZOOM = 15;
const START_ZOOM = 17;
/** Where a first place starts when nothing else is known: South-East Asia. */
const REGION: L.LatLngTuple = [12.5, 104.9];
const REGION_ZOOM = 5;
const round7 = (n: number) => Math.round(n * 1e7) / 1e7;
const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const textLabel = (s: string) => Object.assign(document.createElement('span'), { textContent: s });

/**
 * Picks an attendance place on a map: the point is the map's centre, under the cross. Dragging, a click (which moves
 * the map there), the arrow keys and + / − all work; the circle shows the radius. Only close up may it be used.
 * Tiles come from the tile source the operator configured (MAP_TILE_URL); its credit line is shown as text.
 */
export default function PlaceMapDialog({ tiles, point, radius, others, onPick, onClose }: TProps) {
  const { t } = useTranslation(['resources', 'common']);
  const phone = useMediaQuery('(max-width: 36em)');
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const [centre, setCentre] = useState<{ latitude: number; longitude: number; zoom: number } | null>(null);
  // the map is made once per opening, from what was known when it opened
  const start = useRef({ point, radius, others });

  useEffect(() => {
    if (!box) return;
    const { point: p, radius: r, others: o } = start.current;
    const map = L.map(box, { attributionControl: false, keyboard: true, worldCopyJump: true });
    L.control.attribution({ prefix: false }).addTo(map);
    L.tileLayer(tiles.url, { maxZoom: tiles.maxZoom, attribution: escapeHtml(tiles.attribution) }).addTo(map);
    for (const other of o) {
      L.circle([other.latitude, other.longitude], {
        radius: other.radius,
        color: '#868e96',
        weight: 1,
        fillOpacity: 0.1,
      })
        .bindTooltip(textLabel(other.name))
        .addTo(map);
    }
    const first = o[0];
    const zoom = Math.min(START_ZOOM, tiles.maxZoom);
    if (p) map.setView([p.latitude, p.longitude], zoom);
    else if (first) map.setView([first.latitude, first.longitude], zoom - 1);
    else map.setView(REGION, REGION_ZOOM);
    // the theme's own colour (the four themes differ)
    const color = getComputedStyle(box).getPropertyValue('--mantine-primary-color-filled').trim() || '#1c7ed6';
    const circle = L.circle(map.getCenter(), { radius: r, color, weight: 2, interactive: false }).addTo(map);
    const sync = () => {
      const c = map.getCenter().wrap();
      circle.setLatLng(map.getCenter());
      setCentre({ latitude: round7(c.lat), longitude: round7(c.lng), zoom: map.getZoom() });
    };
    map.on('move zoomend', sync);
    map.on('click', (e: L.LeafletMouseEvent) => map.panTo(e.latlng));
    sync();
    // the dialog grows into its size after the map is made
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(box);
    return () => {
      resize.disconnect();
      map.remove();
    };
  }, [box, tiles]);

  const close = centre !== null && centre.zoom >= PICK_ZOOM;
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('resources:locations.mapTitle')}
      size="xl"
      fullScreen={phone}
      data-testid="place-map"
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t('resources:locations.mapHint')}
        </Text>
        <div style={{ position: 'relative' }}>
          <div
            ref={setBox}
            role="application"
            aria-label={t('resources:locations.mapLabel')}
            style={{ height: phone ? '60vh' : 440, borderRadius: 'var(--mantine-radius-sm)' }}
            data-testid="place-map-canvas"
          />
          <IconPlus
            size={32}
            stroke={2.5}
            color="#e03131"
            aria-hidden
            style={{
              position: 'absolute',
              left: '50%',
              top: '50%',
              transform: 'translate(-50%, -50%)',
              zIndex: 500,
              pointerEvents: 'none',
            }}
          />
        </div>
        <Group justify="space-between" gap="xs">
          <Text size="sm" ff="monospace" data-testid="place-map-centre" data-zoom={centre?.zoom}>
            {centre ? `${centre.latitude.toFixed(7)}, ${centre.longitude.toFixed(7)}` : ''}
          </Text>
          {!close && (
            <Text size="sm" c="orange.8" data-testid="place-map-closer">
              {t('resources:locations.mapCloser')}
            </Text>
          )}
        </Group>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            disabled={!close}
            onClick={() => centre && onPick({ latitude: centre.latitude, longitude: centre.longitude })}
            data-testid="place-map-use"
          >
            {t('resources:locations.mapUse')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

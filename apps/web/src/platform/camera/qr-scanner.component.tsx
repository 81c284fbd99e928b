import { Alert, AspectRatio, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCameraOff, IconScan } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { drawFrame, useCamera } from './use-camera.hook.ts';

/** Frames are read this wide: a card's QR held at arm's length still has a few pixels a module. */
const SCAN_WIDTH = 640;
/** How often a frame is read. */
const EVERY_MS = 200;
/** A code seen again within this long of its last sighting is the same card still in view, not a new scan. */
const QUIET_MS = 4000;

type TDecode = typeof import('jsqr')['default'];

/**
 * Reads QR codes with the device's back camera (jsQR in the page: no service, works in every browser with a
 * camera). Each code is reported once while it stays in view, so a card held up does not check someone in and
 * straight out again; `paused` (while the last scan is being handled) reads nothing.
 */
export function QrScanner({ onScan, paused = false }: { onScan: (text: string) => void; paused?: boolean }) {
  const { t } = useTranslation('common');
  const { video, stream, failed, start, stop } = useCamera('environment');
  const report = useRef(onScan);
  report.current = onScan;
  const hold = useRef(paused);
  hold.current = paused;
  const seen = useRef<{ text: string; at: number } | null>(null);
  const root = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!stream) return;
    const canvas = document.createElement('canvas');
    let decode: TDecode | null = null;
    let timer: ReturnType<typeof setTimeout>;
    let gone = false;
    const read = async () => {
      decode ??= (await import('jsqr')).default;
      const frame = hold.current ? null : drawFrame(video.current, SCAN_WIDTH, canvas);
      if (frame && !gone) {
        const { width, height } = frame.canvas;
        const code = decode(frame.context.getImageData(0, 0, width, height).data, width, height, {
          inversionAttempts: 'dontInvert',
        });
        if (code?.data) {
          const now = Date.now();
          const last = seen.current;
          seen.current = { text: code.data, at: now };
          const fresh = !last || last.text !== code.data || now - last.at > QUIET_MS;
          // how many reads in a row saw this code (what a journey waits on to know the card stayed in view)
          if (root.current)
            root.current.dataset.sightings = String(fresh ? 1 : Number(root.current.dataset.sightings) + 1);
          if (fresh) {
            navigator.vibrate?.(60);
            report.current(code.data);
          }
        }
      }
      if (!gone) timer = setTimeout(read, EVERY_MS);
    };
    timer = setTimeout(read, EVERY_MS);
    return () => {
      gone = true;
      clearTimeout(timer);
    };
  }, [stream, video]);

  return (
    <Stack ref={root} gap="xs" data-testid="qr-scanner" data-scanning={stream ? 'true' : 'false'}>
      {stream && (
        <>
          <AspectRatio ratio={4 / 3} maw={400}>
            <video
              ref={video}
              muted
              playsInline
              aria-label={t('camera.scan')}
              style={{ borderRadius: 8, objectFit: 'cover', background: 'black' }}
            />
          </AspectRatio>
          <Text size="sm" c="dimmed">
            {t('camera.scanHint')}
          </Text>
        </>
      )}
      <div>
        {stream ? (
          <Button variant="default" leftSection={<IconCameraOff size={18} />} onClick={stop} data-testid="qr-stop">
            {t('camera.stop')}
          </Button>
        ) : (
          <Button variant="light" leftSection={<IconScan size={18} />} onClick={start} data-testid="qr-start">
            {t('camera.scan')}
          </Button>
        )}
      </div>
      {failed && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="camera-failed">
          {t('camera.failed')}
        </Alert>
      )}
    </Stack>
  );
}

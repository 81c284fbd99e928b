import { Alert, AspectRatio, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCamera, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { drawFrame, useCamera } from '../../platform/camera/use-camera.hook.ts';

/** The widest photo sent: a phone's front camera, small enough to upload quickly on a slow network. */
const WIDTH = 640;

export type TCameraState = { started: boolean; photo: string | null };

/**
 * The camera of a check-in that asks a photo: start it, take the photo (a JPEG data URL of at most 640 pixels
 * wide), take it again. The camera stops once the photo is taken or the page is left.
 */
export function PunchCamera({
  value,
  onChange,
  hint,
  facing = 'user',
}: {
  value: TCameraState;
  onChange: (v: TCameraState) => void;
  /** what the photo is for (a visitor's registration says its own) */
  hint?: string;
  /** the phone's front camera (a check-in) or back one (a guard photographing a visitor) */
  facing?: 'user' | 'environment';
}) {
  const { t } = useTranslation(['attendance', 'common']);
  const { video, stream, failed, start: startCamera, stop } = useCamera(facing);

  const start = async () => {
    if (await startCamera()) onChange({ started: true, photo: null });
  };
  const take = () => {
    const frame = drawFrame(video.current, WIDTH);
    if (!frame) return;
    onChange({ started: true, photo: frame.canvas.toDataURL('image/jpeg', 0.8) });
    stop();
  };

  return (
    <Stack gap="xs" data-testid="punch-camera">
      <Text size="sm" c="dimmed">
        {hint ?? t('attendance:checkIn.photoHint')}
      </Text>
      {value.photo ? (
        <AspectRatio ratio={4 / 3} maw={320}>
          <Image src={value.photo} alt={t('attendance:checkIn.photo')} radius="md" data-testid="punch-photo" />
        </AspectRatio>
      ) : (
        stream && (
          <AspectRatio ratio={4 / 3} maw={320}>
            <video ref={video} muted playsInline style={{ borderRadius: 8, objectFit: 'cover' }} />
          </AspectRatio>
        )
      )}
      <Group gap="xs">
        {stream ? (
          <Button leftSection={<IconCamera size={18} />} onClick={take} data-testid="camera-take">
            {t('attendance:checkIn.takePhoto')}
          </Button>
        ) : (
          <Button
            variant="light"
            leftSection={value.photo ? <IconRefresh size={18} /> : <IconCamera size={18} />}
            onClick={start}
            data-testid="camera-start"
          >
            {t(value.photo ? 'attendance:checkIn.retake' : 'attendance:checkIn.startCamera')}
          </Button>
        )}
      </Group>
      {failed && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="camera-failed">
          {t('common:camera.failed')}
        </Alert>
      )}
    </Stack>
  );
}

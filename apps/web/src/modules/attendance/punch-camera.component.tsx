import { Alert, AspectRatio, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCamera, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The widest photo sent: a phone's front camera, small enough to upload quickly on a slow network. */
const WIDTH = 640;

export type TCameraState = { started: boolean; photo: string | null };

/**
 * The camera of a check-in that asks a photo: start it, take the photo (a JPEG data URL of at most 640 pixels
 * wide), take it again. The camera stops once the photo is taken or the page is left.
 */
export function PunchCamera({ value, onChange }: { value: TCameraState; onChange: (v: TCameraState) => void }) {
  const { t } = useTranslation('attendance');
  const video = useRef<HTMLVideoElement>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (video.current && stream) {
      video.current.srcObject = stream;
      void video.current.play().catch(() => undefined);
    }
    return () => {
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [stream]);

  const start = async () => {
    setFailed(false);
    try {
      const s = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'user' }, audio: false });
      setStream(s);
      onChange({ started: true, photo: null });
    } catch {
      setFailed(true);
    }
  };
  const take = () => {
    const v = video.current;
    if (!v?.videoWidth) return;
    const scale = Math.min(1, WIDTH / v.videoWidth);
    const canvas = document.createElement('canvas');
    canvas.width = Math.round(v.videoWidth * scale);
    canvas.height = Math.round(v.videoHeight * scale);
    canvas.getContext('2d')?.drawImage(v, 0, 0, canvas.width, canvas.height);
    onChange({ started: true, photo: canvas.toDataURL('image/jpeg', 0.8) });
    setStream(null);
  };

  return (
    <Stack gap="xs" data-testid="punch-camera">
      <Text size="sm" c="dimmed">
        {t('checkIn.photoHint')}
      </Text>
      {value.photo ? (
        <AspectRatio ratio={4 / 3} maw={320}>
          <Image src={value.photo} alt={t('checkIn.photo')} radius="md" data-testid="punch-photo" />
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
            {t('checkIn.takePhoto')}
          </Button>
        ) : (
          <Button
            variant="light"
            leftSection={value.photo ? <IconRefresh size={18} /> : <IconCamera size={18} />}
            onClick={start}
            data-testid="camera-start"
          >
            {t(value.photo ? 'checkIn.retake' : 'checkIn.startCamera')}
          </Button>
        )}
      </Group>
      {failed && (
        <Alert color="red" icon={<IconAlertTriangle size={18} />} data-testid="camera-failed">
          {t('checkIn.cameraFailed')}
        </Alert>
      )}
    </Stack>
  );
}

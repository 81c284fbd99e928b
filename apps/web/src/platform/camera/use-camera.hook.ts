import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A camera shown in a video element: started on demand (the browser asks the user once), stopped when asked or when
 * the component goes. `failed` when the browser refused it, has none, or the page is not on a secure origin.
 */
export function useCamera(facingMode: 'user' | 'environment') {
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

  const start = useCallback(async () => {
    setFailed(false);
    try {
      setStream(await navigator.mediaDevices.getUserMedia({ video: { facingMode }, audio: false }));
      return true;
    } catch {
      setFailed(true);
      return false;
    }
  }, [facingMode]);
  const stop = useCallback(() => setStream(null), []);

  return { video, stream, failed, start, stop };
}

/** The video's current frame drawn on `canvas`, at most `maxWidth` wide; null before the first frame. */
export function drawFrame(
  v: HTMLVideoElement | null,
  maxWidth: number,
  canvas: HTMLCanvasElement = document.createElement('canvas'),
): { canvas: HTMLCanvasElement; context: CanvasRenderingContext2D } | null {
  if (!v?.videoWidth) return null;
  const scale = Math.min(1, maxWidth / v.videoWidth);
  canvas.width = Math.round(v.videoWidth * scale);
  canvas.height = Math.round(v.videoHeight * scale);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(v, 0, 0, canvas.width, canvas.height);
  return { canvas, context };
}

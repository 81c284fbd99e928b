import { Center, Loader } from '@mantine/core';

/** Shown while a route's code, data or catalogues load. Carries no text, so it needs no catalogue itself. */
export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Center h={fullScreen ? '100dvh' : 240} data-testid="page-loader">
      <Loader type="dots" />
    </Center>
  );
}

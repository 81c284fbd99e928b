import { defineConfig } from 'vite';

// Vite 8 transforms TSX with oxc; no React plugin is needed for the automatic JSX runtime.
export default defineConfig({
  oxc: { jsx: { runtime: 'automatic' } },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  preview: {
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      onLog(level, log, handler) {
        // Mantine marks its modules "use client" for React Server Components; meaningless in an SPA bundle.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
    },
  },
});

import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const backend = 'http://localhost:3000';

export default defineConfig({
  plugins: [
    react(),
    // .br and .gz beside each compressible file (js, css, html, svg, json...) that they make smaller,
    // at brotli 11 and gzip 9: paid once per build, not per request. The server picks one by
    // Accept-Encoding (backend/src/web/serve-frontend.ts).
    compression({ algorithms: ['brotliCompress', 'gzip'] }),
  ],
  resolve: {
    alias: {
      // The contracts' sources, so the frontend never waits for (or bundles) the library's build output.
      '@dockflow/contracts': new URL('../libs/contracts/src/index.ts', import.meta.url).pathname,
    },
  },
  server: {
    // The Host header is kept (no changeOrigin), so the backend sees the same origin the browser shows.
    proxy: {
      '/api': { target: backend },
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
});

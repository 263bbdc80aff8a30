import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { VitePWA } from 'vite-plugin-pwa';
import { compileHints } from './build/compileHints.ts';
import { drawnDashboardOrShell, isDashboardNavigation } from './build/dashboardNavigation.ts';
import { CHUNK_NAMES, signedInChunks } from './build/signedInChunks.ts';

const backend = 'http://localhost:3000';

const chunks = signedInChunks();

const resolve: UserConfig['resolve'] = {
  alias: {
    // The contracts' sources, so the frontend never waits for (or bundles) the library's build output.
    '@dockflow/contracts': new URL('../libs/contracts/src/index.ts', import.meta.url).pathname,
  },
};

/** The server's build (`vite build --ssr src/app/renderFirstPage.tsx`): the first page's render for Node, nothing served; the other screens stay in files it never loads. */
const serverBuild: UserConfig = {
  plugins: [react()],
  resolve,
  // Every dependency bundled in: some ship ES modules Node would read as CommonJS (@ant-design/icons-svg/es).
  ssr: { noExternal: true, target: 'node' },
  build: {
    outDir: 'dist-server',
    emptyOutDir: true,
  },
  publicDir: false,
  // React's production build: Node would otherwise pick its development build at run time, from NODE_ENV.
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
};

const browserBuild: UserConfig = {
  plugins: [
    chunks.plugin,
    react(),
    // .br and .gz beside each compressible file (js, css, html, svg, json...) that they make smaller,
    // at brotli 11 and gzip 9: paid once per build, not per request. The server picks one by
    // Accept-Encoding (backend/src/web/serve-frontend.ts). The plugin's default list plus wasm: the
    // camera scanner's reader, 953 KB as built, about 410 KB gzipped.
    compression({ algorithms: ['brotliCompress', 'gzip'], include: /\.(html|xml|css|json|js|mjs|svg|wasm)$/ }),
    compileHints(CHUNK_NAMES),
    // docs/decisions.md, "Offline": an installable app whose shell opens without network. The service
    // worker precaches the built files and answers every navigation with index.html, except the
    // dashboard's, which asks the network first for the page the server draws (build/dashboardNavigation.ts);
    // the API and the live connection always go to the network. A new build takes over at the next load (autoUpdate).
    // The app registers the worker itself once its first screen has settled (src/lib/appServiceWorker.ts),
    // not at the page's load event; false (not null) keeps the worker's own settings as they were.
    VitePWA({
      registerType: 'autoUpdate',
      injectRegister: false,
      includeAssets: ['icon.svg'],
      manifest: {
        name: 'DockFlow',
        short_name: 'DockFlow',
        description: 'DockFlow: real-time dock and warehouse operations',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1f6feb',
        icons: [
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
          { src: '/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'maskable' },
        ],
      },
      workbox: {
        // wasm: the camera scanner's reader, so a phone that has lost the network can still scan.
        globPatterns: ['**/*.{js,css,html,svg,wasm}'],
        navigateFallback: '/index.html',
        navigateFallbackDenylist: [/^\/$/, /^\/api(\/|$)/, /^\/socket\.io(\/|$)/],
        // Without it the precache would answer `/` with index.html before the dashboard's route is asked.
        directoryIndex: null,
        runtimeCaching: [{ urlPattern: isDashboardNavigation, handler: drawnDashboardOrShell }],
        cleanupOutdatedCaches: true,
      },
    }),
  ],
  resolve,
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
    rolldownOptions: {
      output: {
        codeSplitting: {
          // docs/performance.md, "One file for the signed-in shell" (build/signedInChunks.ts).
          groups: chunks.groups,
          // The groups hold whole import closures already; pulling their imports in would take the
          // first page's modules (React, the store) out of the entry's file.
          includeDependenciesRecursively: false,
        },
      },
    },
  },
};

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));

import { svelte } from '@sveltejs/vite-plugin-svelte';
import { defineConfig } from 'vite';

/**
 * The renderer. `npm run build:renderer` writes out/renderer; `npm run dev` serves it with hot
 * reload against a running core: `CORE_URL=<the core's first output line> npm run dev`, whose
 * /rpc and /events are proxied (with the core's own Origin, which its host requires).
 */
const coreUrl = process.env.CORE_URL ? new URL(process.env.CORE_URL) : undefined;
const coreOrigin = coreUrl?.origin ?? 'http://127.0.0.1:7420';
const proxy = {
  target: coreOrigin,
  changeOrigin: true,
  configure: (server: {
    on(event: 'proxyReq', listener: (req: { setHeader(name: string, value: string): void }) => void): void;
  }) => server.on('proxyReq', (req) => req.setHeader('origin', coreOrigin)),
};

export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [svelte()],
  build: {
    outDir: '../out/renderer',
    emptyOutDir: true,
    target: 'chrome120',
    reportCompressedSize: true,
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/rpc': proxy, '/events': proxy },
  },
});

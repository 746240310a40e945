import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import type { CompileOptions } from 'svelte/compiler';
import { defineConfig, type Plugin } from 'vite';
import { RENDERER_CSP } from './core/hosts/renderer-files.ts';

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

/**
 * The hosts' policy (one source: core/hosts/renderer-files.ts) also as a meta tag, for a page
 * opened without them (`npm run dev`, a file), first in the head so it covers the scripts after it.
 * frame-ancestors only works as a header.
 */
const cspMeta: Plugin = {
  name: 'renderer-csp-meta',
  transformIndexHtml: () => [
    {
      tag: 'meta',
      attrs: {
        'http-equiv': 'Content-Security-Policy',
        content: RENDERER_CSP.split('; ')
          .filter((directive) => !directive.startsWith('frame-ancestors'))
          .join('; '),
      },
      injectTo: 'head-prepend',
    },
  ],
};

/**
 * What makes a zod schema in common/: zod's `z` and every schema by its name (`…Schema`, the
 * contract's convention), a schema made from another (`CentsSchema.min(1)`) included.
 */
const common = fileURLToPath(new URL('common', import.meta.url));
const schemaMakers = [
  'z',
  ...new Set(
    readdirSync(common, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => [
        ...readFileSync(path.join(common, file), 'utf8').matchAll(/\bconst (\w+Schema)\b/g),
      ])
      .map((match) => match[1]!),
  ),
];

/**
 * A component's scoped class: `s` and its place among renderer/src's components in base 36 (`s3a`),
 * unique and the same from build to build; 0.7 KB gzipped less than `s-<hash of its styles>`.
 * A component elsewhere (none now) keeps a hash of its styles.
 */
const rendererSrc = fileURLToPath(new URL('renderer/src', import.meta.url));
const components = readdirSync(rendererSrc, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.svelte'))
  .sort();
const scopeClass: NonNullable<CompileOptions['cssHash']> = ({ hash, css, filename }) => {
  const place = components.indexOf(path.relative(rendererSrc, filename));
  return place < 0 ? `s-${hash(css)}` : `s${place.toString(36)}`;
};

export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [
    svelte({
      // A scoped style's class is short (some 400 of them in the scripts), and the page does not
      // announce Svelte's version on window (issue 44).
      compilerOptions: { discloseVersion: false, cssHash: scopeClass },
    }),
    cspMeta,
  ],
  build: {
    outDir: '../out/renderer',
    // The cashier's page and the guest's display (issue 26), sharing common/ and the styles.
    rollupOptions: {
      input: {
        index: fileURLToPath(new URL('renderer/index.html', import.meta.url)),
        display: fileURLToPath(new URL('renderer/display.html', import.meta.url)),
      },
      // The UI's words in two chunks of their own, both languages in each: those the first frame
      // shows, and those of the screens loaded later with the journal kinds' names (the core sends
      // the journal itself in words). Text compresses far better beside text than between
      // components (the first frame loads less, the whole some 4 KB less gzipped). The pages' shared words (app.ts, NoSecret's) and the guest display's stay where
      // their pages load them. A group takes only what its test names, not what that imports:
      // dictionary() goes where both pages share it, so the guest display does not load the
      // cashier's words to reach it, and no chunk of its own costs a request and 0.25 KB. The words
      // import nothing else but ru-count (in the first words), so no chunk imports in a circle.
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'words',
              priority: 2,
              tags: ['$initial'],
              test: /i18n\/(ru-count\.ts|dictionaries\/(?!display|app\.ts))/,
            },
            {
              name: 'later-words',
              priority: 1,
              test: /i18n\/dictionaries\/(?!display|app\.ts)|common\/journal\/journal-dictionary/,
            },
          ],
        },
      },
      // common/ does nothing at import but define values (its modules say so): a module none of
      // whose exports the page uses is left out whole, so taking a name list from the contract's
      // index does not bring zod and the schemas into the first chunk (issue 27). Making a schema
      // (chained or not) does nothing but make it, and the page checks with none (issue 44): a
      // module it takes a plain list from (GUEST_PIN, ERROR_CODES) leaves its schemas, and zod, out.
      treeshake: {
        moduleSideEffects: (id: string) => !id.includes('/common/'),
        manualPureFunctions: schemaMakers,
      },
    },
    emptyOutDir: true,
    // Electron's Chromium preloads modules itself: no polyfill in the first chunk.
    modulePreload: { polyfill: false },
    target: 'chrome120',
    reportCompressedSize: true,
  },
  server: {
    host: '127.0.0.1',
    proxy: { '/rpc': proxy, '/events': proxy },
  },
});

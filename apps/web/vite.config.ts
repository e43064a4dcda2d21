import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

const apiServer = process.env.PARVAZ_API_URL ?? 'http://localhost:8080';

// The API, the sandbox bank's pages and the translation files all live on the server; in
// development Vite forwards them so the browser sees one origin, as in production.
const proxied = Object.fromEntries(
  ['/api', '/bank', '/locales'].map((prefix) => [
    prefix,
    { target: apiServer, changeOrigin: false },
  ]),
);

export default defineConfig(({ isSsrBuild }) => ({
  // Brotli and gzip copies of every text asset, written once at build time; the server sends
  // the one the browser accepts (@fastify/static's preCompressed).
  plugins: [
    react(),
    ...(isSsrBuild
      ? []
      : [compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 })]),
  ],
  resolve: {
    // zod without its eval probe, which the content security policy would report.
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(
          new URL('./src/lib/contracts/zod-without-eval.ts', import.meta.url),
        ),
      },
    ],
  },
  server: { port: 5173, proxy: proxied },
  preview: { port: 4173, proxy: proxied },
  // The server bundle (src/entry-server.tsx, built into dist-ssr/) renders pages in Node. The
  // workspace packages are TypeScript source, and stylis-plugin-rtl's default export is lost
  // when Node loads it unbundled; other packages load from node_modules.
  ssr: { noExternal: [/^@parvaz\//, 'stylis-plugin-rtl'] },
  build: isSsrBuild
    ? { outDir: 'dist-ssr', emptyOutDir: true, copyPublicDir: false, target: 'node20' }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // bench/ reads the first-load sizes from .vite/manifest.json.
        manifest: true,
        target: 'es2022',
      },
}));

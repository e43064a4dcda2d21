// Bundles the server into dist/main.js. The workspace packages (@parvaz/*) are TypeScript source
// and go into the bundle; every other package stays in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
  outfile: 'dist/main.js',
  bundle: true,
  platform: 'node',
  target: 'node20.19',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@parvaz/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});

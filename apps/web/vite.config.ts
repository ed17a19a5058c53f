import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import optimizeLocales from '@react-aria/optimize-locales-plugin';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** Text files worth compressing: what the server sends with a Content-Encoding. */
const compressible = /\.(?:js|mjs|css|html|svg|json|map|txt)$/;

/**
 * Writes `file.br` and `file.gz` next to every compressible file of the build, once, at build
 * time: the server (`@fastify/static` with `preCompressed`) sends the one the browser accepts
 * instead of compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'petrobridge:precompress',
    apply: 'build',
    writeBundle(options) {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((name) => {
          const full = path.join(dir, name);
          return statSync(full).isDirectory() ? walk(full) : [full];
        });
      for (const file of walk(options.dir ?? 'dist')) {
        if (!compressible.test(file)) continue;
        const source = readFileSync(file);
        if (source.length < 1024) continue;
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
        writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/** The modules the boot loads with `import()`, and the `<meta>` that lists each one's files. */
const bootChunks = [
  // The landing page, when it shows (signed out on `/`).
  { meta: 'pb-landing', module: /\/src\/boot\/Landing\.tsx$/ },
  // The app (router, SWR, session, shell loader, routes), anywhere else.
  { meta: 'pb-app', module: /\/src\/app\/App\.tsx$/ },
];

/**
 * Names the files of each chunk the boot imports — the chunk, the chunks it imports and their CSS —
 * in a `<meta>` at the top of `<head>` (`pb-landing`, `pb-app`). Neither is in the entry (a signed-in
 * visitor never needs the landing, the landing's visitor not the app), so public/theme-boot.js reads
 * the list of the one that will show and asks for its files at once — in parallel with the entry,
 * without the round trip the entry's `import()` would otherwise add.
 */
function bootPreload(): Plugin {
  return {
    name: 'petrobridge:boot-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return [];
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const entry = chunks.filter((c) => c.isEntry).map((c) => c.fileName);
        return bootChunks.map(({ meta, module }) => {
          const root = chunks.find((c) => c.facadeModuleId && module.test(c.facadeModuleId));
          if (!root) throw new Error(`boot-preload: no chunk for ${String(module)}`);
          const files: string[] = [];
          const visit = (fileName: string) => {
            const chunk = bundle[fileName];
            if (!chunk || chunk.type !== 'chunk' || files.includes(fileName)) return;
            if (entry.includes(fileName)) return; // already in the page
            files.push(fileName);
            for (const css of chunk.viteMetadata?.importedCss ?? []) {
              if (!files.includes(css)) files.push(css);
            }
            chunk.imports.forEach(visit);
          };
          visit(root.fileName);
          return {
            tag: 'meta',
            attrs: { name: meta, content: files.map((f) => `/${f}`).join(' ') },
            injectTo: 'head-prepend' as const,
          };
        });
      },
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    // The app is in English only: react-aria's strings for its ~34 other locales would otherwise
    // ride along with every form and dialog (about 60 kB gzip in the sign-in chunk).
    optimizeLocales.vite({ locales: ['en-US'] }),
    bootPreload(),
    precompress(),
  ],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: true, emptyOutDir: true, manifest: true },
});

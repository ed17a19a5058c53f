import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const apiTarget = process.env.API_URL ?? `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  server: {
    host: '127.0.0.1',
    port: Number(process.env.PORT ?? 5173),
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: { outDir: 'dist', sourcemap: true, emptyOutDir: true, manifest: true },
});

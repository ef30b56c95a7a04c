import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { serviceWorkerPlugin } from './scripts/vite-pwa-plugin';
import { cataloguePlugin } from './scripts/vite-catalogue-plugin';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  plugins: [cataloguePlugin(root), react(), tailwindcss(), serviceWorkerPlugin(root)],
  resolve: {
    alias: {
      '#shared': `${root}src/shared`,
      '#client': `${root}src/client`,
    },
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: false,
    rollupOptions: {
      input: {
        app: `${root}index.html`,
        public: `${root}public-page.html`,
      },
    },
  },
  server: {
    proxy: { '/api': process.env.API_PROXY_TARGET ?? 'http://localhost:3000' },
  },
});

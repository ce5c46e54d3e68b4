import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath, URL } from 'node:url'
import { buildMode } from './tools/buildMode'
import { introPages } from './tools/introPage'
import { oneLanguageWords } from './tools/oneLanguageWords'
import { routeWeights } from './tools/routeWeights'

// The API server's port for `npm run dev`; the dev server proxies /api and /xf to it.
const apiPort = process.env.PORT ?? '8080'

export default defineConfig({
  plugins: [react(), tailwindcss(), buildMode(), oneLanguageWords(), routeWeights('src/ui/routes.ts'), introPages()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/xf': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: { outDir: 'dist', chunkSizeWarningLimit: 900 },
})

import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { fileURLToPath, URL } from 'node:url'
import { appPreloads } from './tools/appPreloads'
import { brotliFiles } from './tools/brotliFiles'
import { buildMode } from './tools/buildMode'
import { firstPageChunks } from './tools/firstPageChunks'
import { introPages } from './tools/introPage'
import { oneLanguageWords } from './tools/oneLanguageWords'
import { routeWeights } from './tools/routeWeights'

// What the first page runs, in two chunks (vendor and app) rather than forty.
const firstPage = firstPageChunks('src/startApp.tsx', 'src/main.tsx')

// The API server's port for `npm run dev`; the dev server proxies /api and /xf to it.
const apiPort = process.env.PORT ?? '8080'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    buildMode(),
    oneLanguageWords(),
    routeWeights('src/ui/screenLoaders.ts'),
    introPages(),
    firstPage.plugin,
    appPreloads('src/startApp.tsx'),
    brotliFiles(),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    proxy: {
      '/api': `http://127.0.0.1:${apiPort}`,
      '/xf': `http://127.0.0.1:${apiPort}`,
    },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 900,
    // The brotli copies take most of the build's time by design (tools/brotliFiles.ts): no slow-plugin notice for them.
    rolldownOptions: { checks: { bundlerTimings: false }, output: { codeSplitting: { groups: firstPage.groups } } },
  },
})

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
import { taiwanCatalogues } from './tools/taiwanCatalogues'
import { taiwanPhrases } from './tools/taiwanPhrases'
import { webWithoutZod } from './tools/webWithoutZod'

// What the first page runs, in two chunks (vendor and app) rather than forty.
const firstPage = firstPageChunks('src/startApp.tsx', 'src/main.tsx')

// The API server's port for `npm run dev`; the dev server proxies /api and /xf to it.
const apiPort = process.env.PORT ?? '8080'

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    buildMode(),
    webWithoutZod(),
    oneLanguageWords(),
    taiwanCatalogues(),
    taiwanPhrases(),
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
    rolldownOptions: {
      checks: { bundlerTimings: false },
      output: {
        codeSplitting: {
          groups: firstPage.groups,
          // A small module two screens share travels inside each (under 12 kB before minifying) instead of as a file
          // of its own: a browser asks a server over HTTP/1.1 six files at a time, and the school page's eight such
          // files were a second wave, a round trip later (docs/PERFORMANCE.md). Only our
          // own code: a library's module may hold state (Headless UI's dialog stack) that must exist once.
          experimentalInlineCommonChunks: { maxSize: 12000, exclude: /node_modules/ },
        },
      },
    },
  },
})

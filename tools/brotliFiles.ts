import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import type { Plugin } from 'vite'

const compress = promisify(brotliCompress)

/** Text files worth a brotli copy; images and fonts are compressed already. */
const TEXT = /\.(js|css|html|svg|json|txt)$/
/** Below this a compressed copy saves too little (the server gzips from the same 1 KB). */
const FROM_BYTES = 1024

/**
 * Writes `<file>.br` beside every built text file, at brotli's best quality. Brotli sends the first page's
 * JavaScript and CSS smaller than gzip -9 (docs/PERFORMANCE.md); on a phone's connection that is time before
 * the page can draw. Quality 11 is slow for the whole build, so it is paid once here, on the libuv pool while
 * the build finishes, and never when the server starts
 * (server/http/staticFiles.ts serves the copy to a browser that accepts br).
 */
export async function writeBrotliCopies(dir: string, fileNames: readonly string[]): Promise<number> {
  const chosen = fileNames.filter((name) => TEXT.test(name))
  let written = 0
  await Promise.all(
    chosen.map(async (name) => {
      const path = join(dir, name)
      const body = await readFile(path)
      if (body.length < FROM_BYTES) return
      const packed = await compress(body, {
        params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
      })
      // A copy that is not smaller is not worth a second file.
      if (packed.length >= body.length) return
      await writeFile(`${path}.br`, packed)
      written += 1
    }),
  )
  return written
}

/** The build step: brotli copies of what the bundle wrote (chunks, CSS, the HTML pages). */
export function brotliFiles(): Plugin {
  return {
    name: 'brotli-files',
    apply: 'build',
    async writeBundle(options, bundle) {
      await writeBrotliCopies(options.dir ?? 'dist', Object.keys(bundle))
    },
  }
}

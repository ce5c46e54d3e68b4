import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterEach, describe, expect, it } from 'vitest'
import { writeBrotliCopies } from '../../tools/brotliFiles'

describe("the build's brotli copies", () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('are written beside the text files worth compressing, decompress to the same bytes, and skip the rest', async () => {
    dir = mkdtempSync(join(tmpdir(), 'gk-br-'))
    const script = `export const words = ${JSON.stringify('志愿'.repeat(2000))}`
    writeFileSync(join(dir, 'app.js'), script)
    writeFileSync(join(dir, 'tiny.css'), 'a{color:red}')
    writeFileSync(join(dir, 'logo.png'), Buffer.alloc(4096, 7))
    const written = await writeBrotliCopies(dir, ['app.js', 'tiny.css', 'logo.png'])
    expect(written).toBe(1)
    const copy = readFileSync(join(dir, 'app.js.br'))
    expect(brotliDecompressSync(copy).toString()).toBe(script)
    expect(copy.length).toBeLessThan(script.length / 10)
    expect(existsSync(join(dir, 'tiny.css.br'))).toBe(false)
    expect(existsSync(join(dir, 'logo.png.br'))).toBe(false)
  })
})

import { readFileSync } from 'node:fs'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { Logo } from '@/ui/layout/Logo'

const inner = (svg: string) =>
  svg
    .replace(/^<svg[^>]*>/, '')
    .replace(/<\/svg>\s*$/, '')
    .replace(/\s*\/>|><\/\w+>/g, '/>')

describe('the header mark', () => {
  it('draws what public/logo.svg (the phone introduction page) draws, so the two cannot drift apart', () => {
    const file = readFileSync('public/logo.svg', 'utf8').trim()
    expect(inner(renderToStaticMarkup(<Logo />))).toBe(inner(file))
    expect(renderToStaticMarkup(<Logo />)).toContain('viewBox="0 0 64 64"')
    expect(file).toContain('viewBox="0 0 64 64"')
  })
})

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { paths, routeTable } from '@/core/navigation/routeTable'
import { FIRST_ROWS, useFirstRowsFirst } from '@/ui/components/useFirstRowsFirst'
import { buildingScreen, notFoundScreen, screenLoaderFor, screenLoaders } from '@/ui/screenLoaders'

afterEach(cleanup)

function List({ total, drawn }: { total: number; drawn: number[] }) {
  const shown = useFirstRowsFirst(total)
  drawn.push(shown)
  return (
    <ol>
      {Array.from({ length: shown }, (_, i) => (
        <li key={i}>{i + 1}</li>
      ))}
    </ol>
  )
}

describe('a long list draws its first rows first', () => {
  it('80 rows: the first 12 in the first drawing, 12 more in each next one until all 80, and every change after that at once', () => {
    const drawn: number[] = []
    const { rerender } = render(<List total={80} drawn={drawn} />)
    expect(drawn[0]).toBe(FIRST_ROWS)
    expect([...new Set(drawn)]).toEqual([12, 24, 36, 48, 60, 72, 80])
    expect(screen.getAllByRole('listitem')).toHaveLength(80)
    drawn.length = 0
    rerender(<List total={79} drawn={drawn} />)
    expect(drawn).toEqual([79])
  })

  it('a list that starts empty draws its first rows first when they come', () => {
    const drawn: number[] = []
    const { rerender } = render(<List total={0} drawn={drawn} />)
    rerender(<List total={30} drawn={drawn} />)
    expect(drawn.filter((n) => n > 0)[0]).toBe(FIRST_ROWS)
    expect(screen.getAllByRole('listitem')).toHaveLength(30)
  })
})

describe('the screen the entry fetches beside the app', () => {
  it("is the opened route's own screen, the under-construction page for a route without one, or the not-found page", () => {
    expect(screenLoaderFor(`#${paths.login()}?from=%2Fhome`)).toBe(screenLoaders[paths.login()])
    const without = routeTable.find((route) => !(route.path in screenLoaders))
    if (without) expect(screenLoaderFor(`#${without.path}`)).toBe(buildingScreen)
    expect(screenLoaderFor('#/no/such/page')).toBe(notFoundScreen)
    // Every screen of the table loads (a typo in a path would show here, not in a student's browser).
    for (const path of Object.keys(screenLoaders))
      expect(
        routeTable.some((route) => route.path === path),
        path,
      ).toBe(true)
  })
})

// @vitest-environment happy-dom
import { cleanup, render, screen } from '@testing-library/react'
import * as echarts from 'echarts/core'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { InMemoryPreferences } from '@/adapters/fake/InMemoryPreferences'
import EChartCanvas from '@/ui/charts/EChartCanvas'
import { ServiceProvider } from '@/ui/ServiceContext'
import { ThemeStore } from '@/ui/stores/ThemeStore'
import { UiTokens } from '@/ui/tokens'

class NoopObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

beforeAll(() => {
  globalThis.ResizeObserver ??= NoopObserver as unknown as typeof ResizeObserver
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

/** A window whose system settings ask for reduced motion (or not); every other media query answers no. */
function systemAsks(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }))
}

/** Draws a line chart whose own option asks for animation, and returns the option ECharts ended up with. */
function drawnAnimation(): unknown {
  const theme = new ThemeStore(new InMemoryPreferences())
  const services = {
    get<T>(token: symbol): T {
      if (token !== UiTokens.theme) throw new Error(`the chart asked for ${String(token)}`)
      return theme as T
    },
  }
  render(
    <ServiceProvider services={services}>
      <EChartCanvas
        label="投档位次"
        option={{ animation: true, xAxis: { type: 'category', data: ['2024', '2025'] }, yAxis: {}, series: [{ type: 'line', data: [1, 2] }] }}
      />
    </ServiceProvider>,
  )
  const instance = echarts.getInstanceByDom(screen.getByRole('img', { name: '投档位次' }))
  expect(instance).toBeDefined()
  return (instance?.getOption() as { animation?: unknown }).animation
}

describe('charts and prefers-reduced-motion', () => {
  it('draws without animation when the system asks for reduced motion, whatever the chart’s own option says', () => {
    systemAsks(true)
    expect(drawnAnimation()).toBe(false)
  })

  it('animates as the chart asks otherwise', () => {
    systemAsks(false)
    expect(drawnAnimation()).toBe(true)
  })
})

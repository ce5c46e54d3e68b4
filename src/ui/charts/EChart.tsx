import { lazy, Suspense } from 'react'
import type { EChartProps } from './EChartProps'

export type { EChartProps } from './EChartProps'

// ECharts is large: it is fetched only when a screen first draws a chart, never with the first page.
const EChartCanvas = lazy(() => import('./EChartCanvas'))

/**
 * A chart from an ECharts option, following the app's dark mode and language. The figure is an image to
 * screen readers (role img, `label`); give the same figures as text or a table nearby where they matter.
 */
export function EChart(props: EChartProps) {
  const height = props.height ?? 320
  return (
    <Suspense
      fallback={
        <div className="animate-pulse rounded-xl bg-stone-100 dark:bg-zinc-800" style={{ height }} role="img" aria-label={props.label} aria-busy="true" />
      }
    >
      <EChartCanvas {...props} height={height} />
    </Suspense>
  )
}

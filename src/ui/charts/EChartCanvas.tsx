import { observer } from 'mobx-react-lite'
import { useEffect, useRef } from 'react'
import { BarChart, LineChart, PieChart, RadarChart, ScatterChart } from 'echarts/charts'
import {
  AriaComponent,
  DatasetComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  MarkPointComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components'
import * as echarts from 'echarts/core'
import { SVGRenderer } from 'echarts/renderers'
import { prefersReducedMotion } from '../components/reducedMotion'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { CHART_COLORS, chartInk } from './chartPalette'
import type { EChartProps } from './EChartProps'

echarts.use([
  BarChart,
  LineChart,
  PieChart,
  RadarChart,
  ScatterChart,
  AriaComponent,
  DatasetComponent,
  DataZoomComponent,
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  MarkPointComponent,
  RadarComponent,
  TitleComponent,
  TooltipComponent,
  VisualMapComponent,
  // SVG keeps text crisp at any zoom and lets the e2e read the chart's labels.
  SVGRenderer,
])

/** The drawing itself (lazy-loaded by EChart): one ECharts instance per mount, re-themed and resized in place. */
function EChartCanvas({ option, label, height = 320, className, onItemClick }: EChartProps) {
  const theme = useService(UiTokens.theme)
  const dark = theme.settings.dark
  const host = useRef<HTMLDivElement>(null)
  const chart = useRef<echarts.ECharts | null>(null)
  const click = useRef(onItemClick)
  useEffect(() => {
    click.current = onItemClick
  }, [onItemClick])

  useEffect(() => {
    if (!host.current) return
    const instance = echarts.init(host.current, dark ? 'dark' : undefined, { renderer: 'svg' })
    chart.current = instance
    instance.on('click', (p) => click.current?.({ seriesIndex: p.seriesIndex ?? 0, dataIndex: p.dataIndex, name: p.name, value: p.value }))
    const resize = new ResizeObserver(() => instance.resize())
    resize.observe(host.current)
    return () => {
      resize.disconnect()
      instance.dispose()
      chart.current = null
    }
  }, [dark])

  useEffect(() => {
    const ink = chartInk(dark)
    // The page's own font, named: ECharts measures labels on a canvas, where 'inherit' is no font and the
    // measure falls back to a narrower one, so legend items were laid out too tight and overlapped.
    const fontFamily = host.current ? getComputedStyle(host.current).fontFamily : 'sans-serif'
    chart.current?.setOption(
      {
        color: CHART_COLORS,
        backgroundColor: ink.background,
        textStyle: { color: ink.text, fontFamily },
        // The screen's own label, not ECharts' generated (always Chinese) description, names the chart.
        aria: { enabled: true, label: { description: label }, decal: { show: theme.settings.weak } },
        animationDuration: 300,
        ...option,
        // Last, over any chart's own option: the one place every chart of the app is drawn.
        ...(prefersReducedMotion() ? { animation: false } : {}),
      },
      { notMerge: true },
    )
  }, [option, label, dark, theme.settings.weak])

  return <div ref={host} role="img" aria-label={label} className={className} style={{ height, width: '100%' }} />
}

export default observer(EChartCanvas)

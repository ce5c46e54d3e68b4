import type { EChartsCoreOption } from 'echarts/core'

export interface EChartProps {
  /** The ECharts option (series, axes, tooltip…); colours default to the app's palette. */
  option: EChartsCoreOption
  /** What the chart shows, for screen readers (e.g. "浙江大学计算机类投档位次 2020–2026"). */
  label: string
  /** Pixels; the width follows the container. */
  height?: number
  className?: string
  /** A click on a data item (a bar, a point), e.g. to open a school. */
  onItemClick?: (item: { seriesIndex: number; dataIndex: number; name: string; value: unknown }) => void
}

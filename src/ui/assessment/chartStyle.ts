import { chartInk } from '../charts/chartPalette'

/**
 * Axis, grid-line and legend colours for the tests' charts in the current theme: ECharts' own dark theme
 * draws faint labels and bright grid lines, so the charts set the app's ink (AA on the cards) themselves.
 */
export function chartStyle(dark: boolean) {
  const ink = chartInk(dark)
  const axis = {
    axisLabel: { color: ink.muted },
    axisLine: { lineStyle: { color: ink.line } },
    splitLine: { lineStyle: { color: ink.line, opacity: dark ? 0.6 : 1 } },
  }
  return {
    ink,
    axis,
    legend: { textStyle: { color: ink.text } },
    radar: {
      axisName: { color: ink.text, fontSize: 13 },
      axisLine: { lineStyle: { color: ink.line } },
      splitLine: { lineStyle: { color: ink.line } },
      splitArea: { areaStyle: { color: dark ? ['rgba(255,255,255,0.02)', 'rgba(255,255,255,0.06)'] : ['#fafaf9', '#f5f5f4'] } },
    },
  }
}

import type { EChartProps } from '../charts/EChartProps'
import { formatCount } from '@/ui/i18n/formatCount'

export type ChartOption = EChartProps['option']
export type Translate = (key: string, params?: Record<string, unknown>) => string

/** Colours of the bands, as the list's chips show them (冲 orange, 稳 blue, 保 green, 不建议 grey). */
export const BAND_COLORS = { chong: '#ea580c', wen: '#0284c7', bao: '#059669', no: '#78716c', unknown: '#a8a29e' } as const

/** The landing groups' colours, as the result page's outcome bar shows them. */
export const LANDING_COLORS = { top10: '#10b981', rows11to30: '#0ea5e9', rows31to80: '#f59e0b', slip: '#d62b2b' } as const

/** A whole number with the language's grouping (12,345). */
export const formatInt = (n: number): string => formatCount(Math.round(n))

/**
 * An axis label for ranks and counts: round steps as 5万 / 12万 (50k in English), others in full with the
 * language's grouping (24,700), so close-together ticks stay distinct. Zero is left blank: no one ranks 0.
 */
export function axisCount(n: number, lang: string): string {
  if (n === 0) return ''
  const unit = lang === 'en' ? 1000 : 10000
  if (Math.abs(n) >= unit && n % unit === 0) return lang === 'en' ? `${n / 1000}k` : `${n / 10000}万`
  return formatCount(Math.round(n))
}

/** A percentage with one decimal where it matters (0.8%, 12%, 99.5%). */
export function formatShare(p: number): string {
  const pct = p * 100
  if (pct > 0 && pct < 0.1) return '<0.1%'
  return `${pct >= 10 ? Math.round(pct) : Math.round(pct * 10) / 10}%`
}

/** The locale Intl wants for the interface language. */
export const localeOf = (lang: string): string => (lang === 'en' ? 'en' : lang === 'zh_TW' ? 'zh-TW' : 'zh-CN')

/** Text from data placed inside a tooltip's HTML. */
export const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

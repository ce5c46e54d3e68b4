/** "2020–2025" for consecutive years, "2020、2022" otherwise: the provenance lines under the tables. */
export function yearSpan(years: readonly number[]): string {
  const ys = [...new Set(years)].sort((a, b) => a - b)
  if (ys.length === 0) return ''
  const consecutive = ys.every((y, i) => i === 0 || y === ys[i - 1] + 1)
  if (ys.length > 1 && consecutive) return `${ys[0]}–${ys[ys.length - 1]}`
  return ys.join('、')
}

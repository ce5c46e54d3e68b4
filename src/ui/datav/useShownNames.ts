import { useMemo } from 'react'
import { useDataText } from '../i18n/dataText'

/** Rows with their school and major names in the interface language (data text), for charts and summaries. */
export function useShownRows<T extends { schoolName: string; majorName: string }>(rows: readonly T[]): T[] {
  const dataText = useDataText()
  return useMemo(() => rows.map((r) => ({ ...r, schoolName: dataText(r.schoolName), majorName: dataText(r.majorName) })), [rows, dataText])
}

/** Named counts (provinces, majors) with their names in the interface language; an empty name stays empty. */
export function useShownNamed<T extends { name: string }>(items: readonly T[]): T[] {
  const dataText = useDataText()
  return useMemo(() => items.map((i) => ({ ...i, name: dataText(i.name) })), [items, dataText])
}

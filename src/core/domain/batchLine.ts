import { studentKind, type StudentKind } from './studentType'

/** A batch the student can fill for; its control line (分数线) per year comes from the data. */
export interface BatchRule {
  id: number
  name: string
  /** Which students it is for: 普通类, 艺术类 or 体育类. */
  kind: Exclude<StudentKind, 'none'>
  /** 0 = disabled, unselectable. */
  status: number
  lines: { year: number; score: number }[]
}

/** The batches a student type may choose; none for a student who has not chosen a type yet. */
export function batchesFor<B extends Pick<BatchRule, 'kind'>>(batches: readonly B[], studentType: number | null | undefined): B[] {
  const kind = studentKind(studentType)
  return kind === 'none' ? [] : batches.filter((batch) => batch.kind === kind)
}

/** The newest year's line, or null when the data has none (then no line can be checked). */
export function latestLine(batch: Pick<BatchRule, 'lines'>): { year: number; score: number } | null {
  return batch.lines.reduce<{ year: number; score: number } | null>((best, line) => (!best || line.year > best.year ? line : best), null)
}

/**
 * The score compared with a batch line: the total (文化总分 + policy points) for ordinary students, the
 * 综合分 of the chosen art type (or the sport 综合分) otherwise. Null when it is not known yet.
 */
export function scoreForLine(
  student: {
    studentType?: number | null
    total?: number | null
    otherScore?: number | null
    userBatch?: { artType?: string | null; allScore?: number | null }[] | null
  },
  artType: string | null,
): number | null {
  const kind = studentKind(student.studentType)
  if (kind === 'ordinary') return student.total === null || student.total === undefined ? null : student.total + (student.otherScore ?? 0)
  const items = student.userBatch ?? []
  const item = kind === 'art' && artType ? items.find((entry) => entry.artType === artType) : items[0]
  return item?.allScore ?? null
}

/** The batch check: at or above the line passes (below it, the student must confirm); without a line there is nothing to fall below. */
export function reachesLine(score: number, line: { score: number } | null): boolean {
  return line === null || score >= line.score
}

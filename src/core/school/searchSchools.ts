import type { HttpApi } from '@/ports/HttpApi'
import type { OutputOf } from '@/ports/api/endpoint'
import { schoolSearch } from '@/ports/api/school'
import { attempt, type Result } from '../result'

export type SchoolPage = OutputOf<typeof schoolSearch>
export type SchoolRow = SchoolPage['list'][number]

/** What the look-up form holds; empty strings and false mean "no filter". */
export interface SchoolSearchForm {
  name: string
  province: string
  city: string
  is985: boolean
  is211: boolean
  isDoubleFirst: boolean
  nature: '' | 'public' | 'private'
  level: '' | '本科' | '专科'
}

export const EMPTY_SCHOOL_FORM: SchoolSearchForm = { name: '', province: '', city: '', is985: false, is211: false, isDoubleFirst: false, nature: '', level: '' }

/** Sends only the filters that are set, so the server's defaults stay the single source. */
export function schoolQueryOf(form: SchoolSearchForm, pageNum: number, pageSize: number) {
  const q: Record<string, unknown> = { pageNum, pageSize }
  if (form.name.trim()) q.name = form.name.trim()
  if (form.province) q.province = form.province
  if (form.city) q.city = form.city
  if (form.is985) q.is985 = true
  if (form.is211) q.is211 = true
  if (form.isDoubleFirst) q.isDoubleFirst = true
  if (form.nature) q.nature = form.nature
  if (form.level) q.level = form.level
  return q as { pageNum: number; pageSize: number } & Partial<Omit<SchoolSearchForm, 'nature' | 'level'> & { nature: string; level: string }>
}

export async function searchSchools(deps: { api: HttpApi }, form: SchoolSearchForm, pageNum: number, pageSize: number): Promise<Result<SchoolPage>> {
  return attempt(() => deps.api.call(schoolSearch, schoolQueryOf(form, pageNum, pageSize)))
}

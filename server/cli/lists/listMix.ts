import { buildList } from '@/core/domain/admission/buildList'
import { DEFAULT_WANTS } from '@/core/domain/admission/listWants'
import type { PlanIndex } from '@/core/domain/admission/planIndex'
import { placeKey } from '@/core/domain/admission/listWants'
import { KIND_BIT } from '@/core/domain/admission/planIndex'

/** Provinces a Zhejiang family calls far away (the west, the far north-east and the far south). */
export const REMOTE_PROVINCES = ['新疆', '西藏', '青海', '宁夏', '甘肃', '内蒙古', '云南', '贵州', '广西', '海南', '黑龙江', '吉林']

export interface ListMix {
  students: number
  /** Mean share of list rows in 浙江 and in remote provinces, and the same over each student's pool. */
  zhejiang: { list: number; pool: number }
  remote: { list: number; pool: number }
  /** Rows of any study-abroad form (中外合作 included) over all lists. */
  studyAbroadRows: number
  rows: number
}

/**
 * What the default lists hold: for `count` 物化生 students spread over ranks 2,000–180,000 with the form's
 * defaults, the share of rows in 浙江 and in remote provinces beside the same shares over each student's own pool
 * (the programmes with their own history and a chance of 5 % or more): the market's ranking should give a list
 * that looks like the pool, not one tilted to far-away schools.
 */
export function listMix(index: PlanIndex, count = 200): ListMix {
  const zj = placeKey('浙江')
  const remote = new Set(REMOTE_PROVINCES)
  const provinceOf = (i: number) => placeKey(index.place.provinces[index.place.province[i]] ?? '')
  let zl = 0
  let zp = 0
  let rl = 0
  let rp = 0
  let abroad = 0
  let rows = 0
  for (let k = 0; k < count; k++) {
    const rank = Math.round(2000 + ((k + 0.5) / count) * 178000)
    const b = buildList(index, { rank, subjects: ['物理', '化学', '生物'], segment: '一段' }, DEFAULT_WANTS)
    const share = (xs: ArrayLike<number>, keep: (i: number) => boolean) => {
      let n = 0
      for (let j = 0; j < xs.length; j++) if (keep(xs[j])) n++
      return xs.length ? n / xs.length : 0
    }
    const listed = b.rows.map((r) => r.index)
    zl += share(listed, (i) => provinceOf(i) === zj)
    rl += share(listed, (i) => remote.has(provinceOf(i)))
    zp += share(b.view.pool, (i) => provinceOf(i) === zj)
    rp += share(b.view.pool, (i) => remote.has(provinceOf(i)))
    abroad += listed.filter((i) => (index.kinds[i] & KIND_BIT.sinoForeign) !== 0).length
    rows += listed.length
  }
  return { students: count, zhejiang: { list: zl / count, pool: zp / count }, remote: { list: rl / count, pool: rp / count }, studyAbroadRows: abroad, rows }
}

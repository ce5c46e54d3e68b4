/**
 * Which schools are branch campuses: schools of their own standing that do not take their parent's tier or
 * ranking (哈尔滨工业大学(威海) is not a C9 school for a family, 厦门大学马来西亚分校 not a 985 school in China).
 *
 * The dataset matches a campus to its MOE parent (moeMatch 'campus'). Not every match is a branch: a medical
 * college in the parent's own city (浙江大学医学院, 北京大学医学部) or a second campus of the same city
 * (电子科技大学沙河校区) is the parent itself. A branch is a campus in another city than its parent, or abroad.
 * When the parent is not a school of its own in the data (华北电力大学 北京 / 保定), neither is a branch.
 */
export interface CampusFacts {
  name: string
  city: string
  /** The MOE school this campus belongs to ('' when none). */
  moeName: string
  /** How the MOE match was made; 'campus' for a campus matched to its parent. */
  moeMatch: string
}

/** City names compare without the 市 suffix (杭州 = 杭州市). */
function sameCity(a: string, b: string): boolean {
  const n = (s: string) => s.trim().replace(/市$/, '')
  return n(a) === n(b)
}

/** The parent's name for each branch campus, keyed by the branch's name. */
export function branchCampuses(schools: readonly CampusFacts[]): Map<string, string> {
  const cityOf = new Map(schools.map((s) => [s.name, s.city]))
  const out = new Map<string, string>()
  for (const s of schools) {
    if (s.moeMatch !== 'campus' || !s.moeName || s.moeName === s.name) continue
    const parentCity = cityOf.get(s.moeName)
    if (parentCity === undefined || !s.city || !parentCity) continue
    if (!sameCity(s.city, parentCity)) out.set(s.name, s.moeName)
  }
  return out
}

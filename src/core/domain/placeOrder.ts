/**
 * Provinces by their GB/T 2260 code (北京 11, 天津 12, … 浙江 33, … 新疆 65, 台湾 71, 香港 81, 澳门 82): the order
 * in which Chinese lists name them, by the short name the plan prints (a full name such as 浙江省 or
 * 广西壮族自治区 starts with it).
 */
const PROVINCE_CODES: ReadonlyArray<readonly [string, number]> = [
  ['北京', 11],
  ['天津', 12],
  ['河北', 13],
  ['山西', 14],
  ['内蒙古', 15],
  ['辽宁', 21],
  ['吉林', 22],
  ['黑龙江', 23],
  ['上海', 31],
  ['江苏', 32],
  ['浙江', 33],
  ['安徽', 34],
  ['福建', 35],
  ['江西', 36],
  ['山东', 37],
  ['河南', 41],
  ['湖北', 42],
  ['湖南', 43],
  ['广东', 44],
  ['广西', 45],
  ['海南', 46],
  ['重庆', 50],
  ['四川', 51],
  ['贵州', 52],
  ['云南', 53],
  ['西藏', 54],
  ['陕西', 61],
  ['甘肃', 62],
  ['青海', 63],
  ['宁夏', 64],
  ['新疆', 65],
  ['台湾', 71],
  ['香港', 81],
  ['澳门', 82],
]

/** A province's code from its short or full name; null for a name that is not a province. */
export function provinceCode(name: string): number | null {
  const trimmed = name.trim()
  return PROVINCE_CODES.find(([short]) => trimmed.startsWith(short))?.[1] ?? null
}

const binary = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

/**
 * Things in the order of their place codes: known codes ascending, unknown ones after them; ties and unknowns
 * by name in binary order, so the result never depends on the input's order.
 */
export function byPlaceCode<T>(items: readonly T[], codeOf: (item: T) => number | string | null, nameOf: (item: T) => string): T[] {
  const key = (item: T) => {
    const code = codeOf(item)
    return code === null ? Number.POSITIVE_INFINITY : Number(code)
  }
  return [...items].sort((a, b) => key(a) - key(b) || binary(nameOf(a), nameOf(b)))
}

/** Province names in the customary order (by code); names that are not provinces go last. */
export function sortProvinces(names: readonly string[]): string[] {
  return byPlaceCode(names, provinceCode, (name) => name)
}

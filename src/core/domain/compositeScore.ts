/**
 * 艺术类 / 体育类 综合分 = 文化总分 × cultureWeight + 专业分 × proScale × proWeight. The weights and the
 * scale differ by art type and year, so they are data (served by the provinceRatio calls), never constants.
 */
export interface ScoreRatio {
  /** 'art' or 'sport'. */
  kind: 'art' | 'sport'
  /** The art type (美术与设计类, 音乐类 …) or '体育类'. */
  type: string
  cultureWeight: number
  proWeight: number
  /** Puts the professional score on the 750 scale (e.g. 统考 out of 300 × 2.5). */
  proScale: number
  /** The professional exam's full mark. */
  proMax: number
}

/** Rounded to 3 decimals, as the authority reports 综合分 with decimals; NaN-free for legal inputs. */
export function compositeScore(culture: number, professional: number, ratio: ScoreRatio): number {
  const raw = culture * ratio.cultureWeight + professional * ratio.proScale * ratio.proWeight
  return Math.round(raw * 1000) / 1000
}

export function ratioFor(ratios: readonly ScoreRatio[], kind: 'art' | 'sport', type: string | null | undefined): ScoreRatio | undefined {
  if (kind === 'sport') return ratios.find((ratio) => ratio.kind === 'sport')
  return ratios.find((ratio) => ratio.kind === 'art' && ratio.type === type)
}

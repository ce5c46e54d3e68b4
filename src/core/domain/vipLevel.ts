/** Vip level: 3 if super vip, 2 if base vip, otherwise 1. */
export type VipLevel = 1 | 2 | 3

export interface VipFlags {
  isSuperVip: number
  isBaseVip: number
  volunteerVerify?: number
}

export function vipLevel(user: VipFlags): VipLevel {
  if (user.isSuperVip === 1) return 3
  if (user.isBaseVip === 1) return 2
  return 1
}

/** A level-1 user with volunteerVerify above 0 counts as check-only. */
export function isCheckOnly(user: VipFlags): boolean {
  return vipLevel(user) === 1 && (user.volunteerVerify ?? 0) > 0
}

import type { ProfileForm } from '@/core/domain/profileForm'
import type { ScoreRatio } from '@/core/domain/compositeScore'
import type { LoginUser, Student } from '@/ports/api/schemas'

export const ratios: ScoreRatio[] = [
  { kind: 'art', type: '美术与设计类', cultureWeight: 0.5, proWeight: 0.5, proScale: 2.5, proMax: 300 },
  { kind: 'sport', type: '体育类', cultureWeight: 0.5, proWeight: 0.5, proScale: 7.5, proMax: 100 },
]

export function ordinaryForm(): ProfileForm {
  return {
    name: '张同学',
    province: '浙江',
    city: '杭州市',
    district: '西湖区',
    highSchool: '杭州高级中学',
    studentType: 1,
    subjects: ['physics', 'chemistry', 'biology'],
    scores: { chinese: 120, math: 130, english: 125, physics: 90, chemistry: 85, biology: 80, history: 70 },
    addScoreType: 2,
    policyScore: 5,
  }
}

export function userWith(student: Student | null): LoginUser {
  return {
    id: 7,
    phone: '13800000007',
    roles: ['student'],
    gkUserStudent: student,
    isSuperVip: 0,
    isBaseVip: 0,
    volunteerVerify: 0,
    isThreeOne: 0,
    majorSelectTest: 0,
    isSelectOne: 0,
  }
}

/** Student fields (schemas.ts Student) and how each is stored; one list keeps the table and the mapping in step. */
export type StudentColumnKind = 'number' | 'integer' | 'text' | 'json'

export const studentColumns = {
  total: 'number',
  otherScore: 'number',
  proScore: 'number',
  rank: 'text',
  rankZs: 'integer',
  isFill: 'text',
  studentType: 'integer',
  artTypeName: 'text',
  addScoreType: 'integer',
  nationalPolicyScore: 'number',
  provincePolicyScore: 'number',
  subject: 'text',
  sex: 'text',
  name: 'text',
  province: 'text',
  city: 'text',
  district: 'text',
  zone: 'text',
  highSchool: 'text',
  targetProvince: 'json',
  userBatch: 'json',
  batchId: 'integer',
  batchName: 'text',
  subjectScore: 'number',
  zhScore: 'number',
  chinese: 'number',
  math: 'number',
  english: 'number',
  physics: 'number',
  chemistry: 'number',
  biology: 'number',
  technology: 'number',
  history: 'number',
  politics: 'number',
  geography: 'number',
} as const satisfies Record<string, StudentColumnKind>

export type StudentField = keyof typeof studentColumns

export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`)
}

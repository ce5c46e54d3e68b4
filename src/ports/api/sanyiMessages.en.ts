import type { sanyiMessages_zh_CN } from './sanyiMessages.zh_CN'

/** The words of sanyiMessages.zh_CN.ts in English, key for key (a missing or extra key does not type-check). */
export const sanyiMessages_en: Record<keyof typeof sanyiMessages_zh_CN, string> = {
  'sanyi.gradesTen': 'The proficiency test grades must cover exactly ten subjects',
  'sanyi.percentRange': 'The expected school test result must be from 0 to 100',
  'sanyi.gaokaoRange': 'The gaokao score must be 0 to 750',
  'sanyi.noteTooLong': 'A note may be at most 200 characters',
  'sanyi.schoolMissing': 'Please choose a university',
  'sanyi.unknownSchool': 'This university is not in the current Three-in-one list',
  'sanyi.unknownMajor': "This major is not among the university's Three-in-one majors",
  'sanyi.alreadyAdded': 'Already in my intention list',
  'sanyi.tooMany': 'The intention list holds at most {{max}} items; please remove one first',
  'sanyi.choiceMissing': 'This item does not exist or was removed',
  'sanyi.reorderMismatch': 'The list changed elsewhere; please reload before reordering',
  'sanyi.needThreeOne': 'The Three-in-one reference list needs the Three-in-one service',
}

/**
 * How precisely a date is known: a day range (the national exam days), a third of a month (上旬/中旬/下旬)
 * or a month, as the words show it.
 */
export type DatePrecision = 'day' | 'tenDays' | 'month'

/** One step of the Zhejiang admission year, as data: the words live in the home catalogue (home.event.<key>). */
export interface OfficialEvent {
  key: 'xuankaoJan' | 'sanyiApply' | 'gaokao' | 'sanyiTest' | 'scores' | 'firstFill' | 'firstAdmit' | 'secondFill' | 'secondAdmit'
  /** ISO dates (inclusive), local Zhejiang time. */
  from: string
  to: string
  precision: DatePrecision
  /** True until 浙江省教育考试院 publishes the 2027 date: then it is a projection from the 2026 calendar. */
  estimated: boolean
}

/** Where the calendar comes from, shown under it. */
export const CALENDAR_SOURCE = {
  year: 2027,
  basedOn: 2026,
  authority: '浙江省教育考试院',
} as const

/**
 * The 2027 Zhejiang 普通高校招生 year for the class of 2027, projected from the 2026 calendar of the
 * 浙江省教育考试院 (选考 and 外语 in January and June, 高考 7–10 June, 成绩 about 25 June, 第一段 填报 late
 * June to early July and 录取 in July, 第二段 in August, 三位一体 报名 March–April and 校测 after 高考).
 * Only the national exam days (from 7 June) are fixed every year; the rest stays 预计 until the 2027 notices
 * are out, when an operator edits these lines and clears `estimated`.
 */
export const OFFICIAL_CALENDAR_2027: readonly OfficialEvent[] = [
  { key: 'xuankaoJan', from: '2027-01-01', to: '2027-01-10', precision: 'tenDays', estimated: true },
  { key: 'sanyiApply', from: '2027-03-21', to: '2027-04-10', precision: 'tenDays', estimated: true },
  { key: 'gaokao', from: '2027-06-07', to: '2027-06-10', precision: 'day', estimated: true },
  { key: 'sanyiTest', from: '2027-06-11', to: '2027-06-20', precision: 'tenDays', estimated: true },
  { key: 'scores', from: '2027-06-25', to: '2027-06-25', precision: 'day', estimated: true },
  { key: 'firstFill', from: '2027-06-21', to: '2027-07-03', precision: 'tenDays', estimated: true },
  { key: 'firstAdmit', from: '2027-07-01', to: '2027-07-31', precision: 'month', estimated: true },
  { key: 'secondFill', from: '2027-08-01', to: '2027-08-10', precision: 'tenDays', estimated: true },
  { key: 'secondAdmit', from: '2027-08-11', to: '2027-08-31', precision: 'tenDays', estimated: true },
]

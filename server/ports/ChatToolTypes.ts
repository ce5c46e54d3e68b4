/**
 * Arguments and results of the chat tools, as plain JSON. Every figure the assistant may write is a field
 * here, already in the form it is shown (percentages as text), so an answer's digits can be checked
 * against the results it was written from.
 */

/** Why a tool has no figure: the words for it live in the chat messages. */
/** The school levels a question may keep to ("能上哪些985"), as the plan's tags spell them. */
export const SCHOOL_TAGS = ['985', '211', '双一流'] as const
export type SchoolTag = (typeof SCHOOL_TAGS)[number]

export interface ToolMiss {
  ok: false
  reason: 'noTable' | 'outOfTable' | 'unknownSchool' | 'unknownMajor' | 'noData' | 'noProfile' | 'noRank' | 'noList' | 'unknownTopic'
  /** Years the data does cover, so the answer can say what to ask instead. */
  years?: number[]
}

export type ToolResult<T> = ({ ok: true } & T) | ToolMiss

export interface SchoolRef {
  code: string
  name: string
}

export interface CutoffYear {
  year: number
  /** The lowest 投档分 over the matched programmes that year, and its 位次 (the largest rank). */
  minScore: number | null
  minRank: number | null
  programmes: number
  /** The matched programme(s) behind the figure. */
  majorName: string
}

export interface ChanceRow {
  majorName: string
  /** e.g. "87.3%". */
  probability: string
  band: 'chong' | 'wen' | 'bao' | 'no'
  eligible: boolean | null
}

export interface RuleTopicText {
  topic: string
  text: string
}

/** A student's own list as the chat tells it: P(滑档), the likeliest landing rows, the least likely row and why. */
export interface OwnListOutcome {
  rank: number
  /** P(滑档), as text. */
  slip: string
  /** The rows most likely to file the student, with P(filed there). */
  likeliest: Array<{ position: number; schoolName: string; majorName: string; probability: string }>
  /** The row least likely to admit the student, with its last cutoff rank. */
  riskiest: {
    position: number
    schoolName: string
    majorName: string
    probability: string
    band: ChanceRow['band'] | null
    lastYear: number | null
    lastRank: number | null
  } | null
}

export interface ChatToolArgs {
  findSchool: { text: string }
  findMajor: { text: string }
  findProgramme: { schoolCode: string; text: string }
  scoreToRank: { score: number; year?: number; than?: number }
  rankToScore: { rank: number; year?: number }
  equalScores: { score: number; year?: number }
  schoolCutoffs: { schoolCode: string; major?: string; year?: number; programme?: string }
  admitChance: { rank: number; schoolCode?: string; major?: string; subjects?: string[] }
  checkEligibility: { subjects: string[]; major: string; schoolCode?: string }
  batchLines: { year?: number }
  myProfile: Record<string, never>
  myVolunteers: Record<string, never>
  ruleText: { topic: string }
  nearCutoffs: { rank: number; major?: string; tag?: SchoolTag; subjects?: string[]; place?: string }
  schoolFacts: { schoolCode: string }
  planFacts: { schoolCode: string; major?: string; sinoForeign?: boolean; noteWords?: string[] }
}

export interface ChatToolResults {
  findSchool: ToolResult<{ school: SchoolRef; matched: string; via: 'name' | 'nickname' | 'fuzzy'; others: SchoolRef[] }>
  findMajor: ToolResult<{ fragment: string; names: string[] }>
  /** The school's programme(s) a text names, whole names first (resolveProgramme). */
  findProgramme: ToolResult<{
    fragment: string
    names: string[]
    exact: boolean
    /** The words at the school's sister schools (浙江大学 → 浙江大学医学院), which Zhejiang admits under codes of their own. */
    sisters: Array<{ school: SchoolRef; fragment: string; names: string[] }>
  }>
  scoreToRank: ToolResult<{
    year: number
    score: number
    rank: number
    count: number
    /** The second score asked with `than`, and how many ranks apart the two are (null: not asked, or off the table). */
    than: { score: number; rank: number; count: number; between: number } | null
  }>
  rankToScore: ToolResult<{ year: number; rank: number; score: number }>
  equalScores: ToolResult<{ year: number; score: number; rank: number; others: Array<{ year: number; score: number }> }>
  schoolCutoffs: ToolResult<{ school: SchoolRef; major: string | null; years: CutoffYear[]; trend: 'up' | 'down' | 'flat' | null }>
  admitChance: ToolResult<{
    year: number
    rank: number
    school: SchoolRef | null
    major: string | null
    /** Programmes open to the subjects given (all matched ones without subjects). */
    total: number
    rows: Array<ChanceRow & { schoolName: string }>
    /** Matched programmes the subjects given cannot apply to (0 without subjects), and a few of their names. */
    closed: number
    closedExamples: string[]
    /** The subjects our plan is limited to (null: the whole plan). */
    planSubjects: string[] | null
  }>
  checkEligibility: ToolResult<{
    year: number
    major: string
    subjects: string[]
    total: number
    open: number
    closed: number
    openExamples: string[]
    closedExamples: string[]
    /** The subjects our plan is limited to (null: the whole plan). */
    planSubjects: string[] | null
  }>
  batchLines: ToolResult<{ rows: Array<{ year: number; batch: string; score: number; rank: number | null }> }>
  myProfile: ToolResult<{ total: number | null; rank: number | null; subjects: string[]; batch: string | null }>
  myVolunteers: ToolResult<{
    year: number
    count: number
    rows: Array<{ position: number; schoolName: string; majorName: string; probability: string | null; band: ChanceRow['band'] | null }>
    bands: Record<ChanceRow['band'], number>
    /** The list's own outcome for a 一段 student with a rank (null otherwise). */
    outcome: OwnListOutcome | null
  }>
  ruleText: ToolResult<RuleTopicText>
  nearCutoffs: ToolResult<{
    year: number
    rank: number
    /** Programmes of the plan whose newest 投档线 rank lies within the window around `rank`. */
    total: number
    rows: Array<{ schoolName: string; majorName: string; minScore: number | null; minRank: number }>
    /** With a tag: its programme that admitted the furthest rank last year (null without a tag or with none). */
    furthest: { schoolName: string; majorName: string; minScore: number | null; minRank: number } | null
    /** Programmes near the rank that the subjects given cannot apply to (left out of total and rows). */
    closed: number
    /** The subjects our plan is limited to (null: the whole plan). */
    planSubjects: string[] | null
  }>
  schoolFacts: ToolResult<{
    school: SchoolRef
    province: string | null
    city: string | null
    /** As the school table has it: public, private, or another word (null: unknown). */
    nature: string | null
    /** 本科 / 专科 (null: unknown). */
    level: string | null
    /** The governing body (教育部, 浙江省…). */
    affiliation: string | null
    /** The levels of SCHOOL_TAGS it is, and those it is not. */
    tags: SchoolTag[]
    notTags: SchoolTag[]
    /** 软科中国大学排名 (main list) of ruankeYear; null: not ranked. */
    ruankeRank: number | null
    ruankeYear: number
  }>
  planFacts: ToolResult<{
    year: number
    school: SchoolRef
    total: number
    rows: Array<{ majorName: string; tuition: number | null; length: number | null; sinoForeign: boolean; note: string }>
  }>
}

import type { intro_zh_CN } from './intro.zh_CN'

/** Words of the phone introduction page in English (tools/introPage.ts). */
export const intro_en: Record<keyof typeof intro_zh_CN, string> = {
  'intro.htmlLang': 'en',
  'intro.title': 'Zhejiang Gaokao Application AI System - on your phone',
  'intro.description':
    'Zhejiang Gaokao Application AI System: AI-recommended application lists, list checks and enrolment plans, built on Zhejiang’s parallel-application rules and past rank data.',
  'intro.systemName': 'Zhejiang Gaokao Application AI System',
  'intro.lead': 'Builds, checks and exports your 80 choices by Zhejiang’s “major (class) + university” parallel-application rules and past ranks.',
  'intro.continue': 'Continue on this phone',
  'intro.continueHint':
    'On a phone you can sign in, enter scores, convert score and rank, look up universities and majors, build and adjust your list, check it, export it and ask the AI assistant.',
  'intro.pcTitle': 'Comparing choices is easier on a computer',
  'intro.pcText':
    'A list has 80 rows, each with past scores and a chance of admission. Open the same address on a computer and sign in with the same phone number: your list and scores are there.',
  'intro.featuresTitle': 'What we help with',
  'intro.feature.ai': 'AI list: reach, match and safety choices from your score, rank, subjects and preferences, each row with its reason.',
  'intro.feature.check': 'Smart check: subject requirements, spacing and the risk of missing out, each problem with a one-click fix.',
  'intro.feature.lookup': 'University and major look-up: past cut-offs, the 2026 enrolment plan, score and rank conversion.',
  'intro.feature.chat': 'AI Q&A: answers such as “which universities can 600 points reach” from our data.',
  'intro.official': 'Apply officially on the Zhejiang Education Examinations Authority website ({{site}}); this system is for reference only.',
  'intro.cooperation': 'Cooperation for schools and organisations',
  'intro.languages': 'Language',
}

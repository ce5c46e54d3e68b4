import type { Token } from '../ServiceContext'
import type { AssessmentViewModel } from './AssessmentViewModel'

/** The two interest tests' view models (bound in src/composition/createContainer.ts): one per test, kept while the app runs. */
export const AssessmentTokens = {
  major: Symbol('MajorTestViewModel') as Token<AssessmentViewModel>,
  subjects: Symbol('SubjectTestViewModel') as Token<AssessmentViewModel>,
}

import * as assessment from '@/ports/api/assessment'
import { handle } from '../shared/handle'
import { assessmentResult } from './assessmentResult'
import { reuseAssessment } from './reuseAssessment'
import { saveAssessment } from './saveAssessment'

/** The interest tests (专业选择测试, 选科测评): free for every signed-in student, results kept per student. */
export const assessmentHandlers = {
  ...handle(assessment.assessmentResult, assessmentResult),
  ...handle(assessment.saveAssessment, saveAssessment),
  ...handle(assessment.reuseAssessment, reuseAssessment),
}

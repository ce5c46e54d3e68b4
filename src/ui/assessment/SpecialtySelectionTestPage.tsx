import { observer } from 'mobx-react-lite'
import { useService } from '../ServiceContext'
import { AssessmentFrame } from './AssessmentFrame'
import { CategoryResult } from './CategoryResult'
import { AssessmentTokens } from './assessmentTokens'
import { useAssessmentWords } from './useAssessmentWords'

/** /elseService/specialtySelectionTest 专业选择测试: the interest inventory, then the 专业类 ranked by fit. */
export default observer(function SpecialtySelectionTestPage() {
  useAssessmentWords()
  const vm = useService(AssessmentTokens.major)
  return <AssessmentFrame vm={vm}>{vm.result && <CategoryResult vm={vm} result={vm.result} />}</AssessmentFrame>
})

import { observer } from 'mobx-react-lite'
import { useService } from '../ServiceContext'
import { AssessmentFrame } from './AssessmentFrame'
import { CombinationResult } from './CombinationResult'
import { AssessmentTokens } from './assessmentTokens'
import { useAssessmentWords } from './useAssessmentWords'

/** /elseService/xkcp 选科测评: the interest inventory, then the 35 subject combinations ranked by the programmes they open. */
export default observer(function XkcpPage() {
  useAssessmentWords()
  const vm = useService(AssessmentTokens.subjects)
  return <AssessmentFrame vm={vm}>{vm.result && <CombinationResult vm={vm} result={vm.result} />}</AssessmentFrame>
})

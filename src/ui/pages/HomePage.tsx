import { observer } from 'mobx-react-lite'
import { MarketingHome } from '../home/MarketingHome'
import { StudentHome } from '../home/StudentHome'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'

/** 首页 (kept alive): the signed-in student's status at a glance; visitors get the landing page. */
export default observer(function HomePage() {
  const app = useService(UiTokens.app)
  return app.user ? <StudentHome /> : <MarketingHome />
})

import { observer } from 'mobx-react-lite'
import { useTranslation } from '@/ui/i18n/useTranslation'
import { Modal } from '../components/Modal'
import { useService } from '../ServiceContext'
import { UiTokens } from '../tokens'
import { LoginPanel, loginTitleKey } from './LoginPanel'

/** The login dialog (event openLogin): the sign-in panel in a modal. */
export const LoginDialog = observer(function LoginDialog() {
  const { t } = useTranslation()
  const vm = useService(UiTokens.login)
  return (
    <Modal open={vm.open} title={t(loginTitleKey(vm.view))} onClose={() => vm.dismiss()} closeLabel={t('login.close')} width="max-w-[440px]" zIndex={5500}>
      <LoginPanel vm={vm} />
    </Modal>
  )
})

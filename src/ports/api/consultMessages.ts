/**
 * What the server says about bookings and the cooperation form. The field messages are the schemas' own
 * (src/ports/api/consult.ts) and the screens show the same words before sending; their numbers are the limits
 * of ConsultLimits (a test holds them together).
 */
export const consultMessages = {
  'consult.contactNameRequired': { zh_CN: '请填写联系人姓名', zh_TW: '請填寫聯絡人姓名', en: 'Please enter a contact name' },
  'consult.contactNameTooLong': { zh_CN: '联系人姓名不超过20个字', zh_TW: '聯絡人姓名不超過20個字', en: 'The contact name must be at most 20 characters' },
  'consult.dateInvalid': {
    zh_CN: '请选择明天起30天内的日期',
    zh_TW: '請選擇明天起30天內的日期',
    en: 'Please choose a day from tomorrow to 30 days ahead',
  },
  'consult.periodRequired': { zh_CN: '请选择希望联系的时段', zh_TW: '請選擇希望聯絡的時段', en: 'Please choose when we may call you' },
  'consult.questionShort': {
    zh_CN: '请描述您的问题（至少10个字）',
    zh_TW: '請描述您的問題（至少10個字）',
    en: 'Please describe your question (at least 10 characters)',
  },
  'consult.questionLong': { zh_CN: '问题描述不超过500字', zh_TW: '問題描述不超過500字', en: 'The question must be at most 500 characters' },
  'consult.noExperts': {
    zh_CN: '目前没有可预约的专家，请稍后再来',
    zh_TW: '目前沒有可預約的專家，請稍後再來',
    en: 'No expert is taking bookings at the moment; please come back later',
  },
  'consult.expertUnavailable': {
    zh_CN: '该专家不存在或暂停预约，请选择其他专家',
    zh_TW: '該專家不存在或暫停預約，請選擇其他專家',
    en: 'This expert does not exist or is not taking bookings; please choose another',
  },
  'consult.tooManyOpen': {
    zh_CN: '您已有{{max}}个进行中的预约，请等待老师联系，或取消后再预约',
    zh_TW: '您已有{{max}}個進行中的預約，請等待老師聯絡，或取消後再預約',
    en: 'You already have {{max}} open bookings; please wait for our call or cancel one first',
  },
  'consult.tooMany': { zh_CN: '预约过于频繁，请明天再试', zh_TW: '預約過於頻繁，請明天再試', en: 'Too many bookings today; please try again tomorrow' },
  'consult.notFound': { zh_CN: '预约不存在', zh_TW: '預約不存在', en: 'No such booking' },
  'consult.cannotCancel': {
    zh_CN: '老师已在处理该预约，无法取消；如需调整请等待老师联系',
    zh_TW: '老師已在處理該預約，無法取消；如需調整請等待老師聯絡',
    en: 'Our expert is already handling this booking, so it cannot be cancelled; please wait for the call',
  },
  'coop.organisationRequired': {
    zh_CN: '请填写单位名称（至少2个字）',
    zh_TW: '請填寫單位名稱（至少2個字）',
    en: 'Please enter the organisation (at least 2 characters)',
  },
  'coop.organisationTooLong': { zh_CN: '单位名称不超过60个字', zh_TW: '單位名稱不超過60個字', en: 'The organisation must be at most 60 characters' },
  'coop.cityRequired': { zh_CN: '请填写所在城市', zh_TW: '請填寫所在城市', en: 'Please enter the city' },
  'coop.cityTooLong': { zh_CN: '城市名称不超过30个字', zh_TW: '城市名稱不超過30個字', en: 'The city must be at most 30 characters' },
  'coop.kindRequired': { zh_CN: '请选择合作类型', zh_TW: '請選擇合作類型', en: 'Please choose the kind of cooperation' },
  'coop.messageTooLong': { zh_CN: '合作说明不超过500字', zh_TW: '合作說明不超過500字', en: 'The message must be at most 500 characters' },
  'coop.tooMany': {
    zh_CN: '提交过于频繁，请一小时后再试',
    zh_TW: '提交過於頻繁，請一小時後再試',
    en: 'Too many submissions from this network; please try again in an hour',
  },
  'coop.blockBusy': {
    zh_CN: '你所在的网络今天提交的合作申请已达上限，请明天再试',
    zh_TW: '你所在的網路今天提交的合作申請已達上限，請明天再試',
    en: "Today's cooperation requests from your network are full; please try again tomorrow",
  },
  'coop.busy': {
    zh_CN: '今日合作申请已达上限，请明天再试',
    zh_TW: '今日合作申請已達上限，請明天再試',
    en: "Today's cooperation requests are full; please try again tomorrow",
  },
} as const

/**
 * What the server says about bookings and the cooperation form. The field messages are the schemas' own
 * (src/ports/api/consult.ts) and the screens show the same words before sending; their numbers are the limits
 * of ConsultLimits (a test holds them together).
 */
export const consultMessages_zh_CN = {
  'consult.contactNameRequired': '请填写联系人姓名',
  'consult.contactNameTooLong': '联系人姓名不超过20个字',
  'consult.dateInvalid': '请选择明天起30天内的日期',
  'consult.periodRequired': '请选择希望联系的时段',
  'consult.questionShort': '请描述您的问题（至少10个字）',
  'consult.questionLong': '问题描述不超过500字',
  'consult.noExperts': '目前没有可预约的专家，请稍后再来',
  'consult.expertUnavailable': '该专家不存在或暂停预约，请选择其他专家',
  'consult.tooManyOpen': '您已有{{max}}个进行中的预约，请等待老师联系，或取消后再预约',
  'consult.tooMany': '预约过于频繁，请明天再试',
  'consult.notFound': '预约不存在',
  'consult.cannotCancel': '老师已在处理该预约，无法取消；如需调整请等待老师联系',
  'coop.organisationRequired': '请填写单位名称（至少2个字）',
  'coop.organisationTooLong': '单位名称不超过60个字',
  'coop.cityRequired': '请填写所在城市',
  'coop.cityTooLong': '城市名称不超过30个字',
  'coop.kindRequired': '请选择合作类型',
  'coop.messageTooLong': '合作说明不超过500字',
  'coop.tooMany': '提交过于频繁，请一小时后再试',
  'coop.blockBusy': '你所在的网络今天提交的合作申请已达上限，请明天再试',
  'coop.busy': '今日合作申请已达上限，请明天再试',
}

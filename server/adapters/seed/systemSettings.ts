import type { SystemSetting } from '@/ports/api/schemas'

/** Settings every fresh database starts with; operators change them in the system_settings table. */
export const systemSettings: SystemSetting[] = [
  { fieldName: 'system_name', fieldValue: '浙江高考志愿填报AI系统' },
  // is_test 1 gives data version 1, else 2; we ship the current year's data (version 2).
  { fieldName: 'is_test', fieldValue: '0' },
  {
    fieldName: 'screening_volunteer',
    fieldValue:
      '志愿自选助手提供的院校、专业、录取概率与排序建议，均根据浙江省教育考试院公布的历年招生计划、投档线与一分一段表计算得出，仅供参考，不构成录取承诺。' +
      '本系统不代替考生填报志愿：正式志愿须由考生本人在规定时间内登录浙江省教育考试院网站（www.zjzs.net）填报并确认。' +
      '请务必以当年官方公布的招生计划、选考科目要求和招生章程为准，谨慎核对每一个志愿。',
  },
  { fieldName: 'service_phone', fieldValue: '' },
  { fieldName: 'data_year', fieldValue: '2025' },
]

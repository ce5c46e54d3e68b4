/**
 * English for the closed vocabularies inside the data: provinces, batches, art and sport types, school tags,
 * subjects, levels. Names (schools, majors, cities, high schools) and free text (plan notes) are data and keep
 * their Chinese. Keys are as the data spells them (simplified).
 */
const PROVINCES: Record<string, string> = {
  北京: 'Beijing',
  天津: 'Tianjin',
  河北: 'Hebei',
  山西: 'Shanxi',
  内蒙古: 'Inner Mongolia',
  辽宁: 'Liaoning',
  吉林: 'Jilin',
  黑龙江: 'Heilongjiang',
  上海: 'Shanghai',
  江苏: 'Jiangsu',
  浙江: 'Zhejiang',
  安徽: 'Anhui',
  福建: 'Fujian',
  江西: 'Jiangxi',
  山东: 'Shandong',
  河南: 'Henan',
  湖北: 'Hubei',
  湖南: 'Hunan',
  广东: 'Guangdong',
  广西: 'Guangxi',
  海南: 'Hainan',
  重庆: 'Chongqing',
  四川: 'Sichuan',
  贵州: 'Guizhou',
  云南: 'Yunnan',
  西藏: 'Tibet',
  陕西: 'Shaanxi',
  甘肃: 'Gansu',
  青海: 'Qinghai',
  宁夏: 'Ningxia',
  新疆: 'Xinjiang',
  台湾: 'Taiwan',
  香港: 'Hong Kong',
  澳门: 'Macao',
}

/** A province's full name (浙江省, 广西壮族自治区, 北京市) → its short name. */
const PROVINCE_SUFFIX = /(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/

const WORDS: Record<string, string> = {
  // School tags (plan and school search)
  双一流: 'Double First-Class',
  分校区: 'Branch campus',
  公办: 'Public',
  民办: 'Private',
  中外合作: 'Sino-foreign',
  中外合作办学: 'Sino-foreign',
  师范: 'Teacher training',
  // Levels and segments
  本科: 'Undergraduate',
  专科: 'Vocational',
  一段: 'First segment',
  二段: 'Second segment',
  // Art and sport types (score ratios, batch chooser)
  美术与设计类: 'Fine arts and design',
  音乐类: 'Music',
  舞蹈类: 'Dance',
  '表（导）演类': 'Performing (directing)',
  书法类: 'Calligraphy',
  播音与主持类: 'Broadcasting and hosting',
  体育类: 'Sports',
  // Subjects as the data spells them
  物理: 'Physics',
  化学: 'Chemistry',
  生物: 'Biology',
  技术: 'Technology',
  历史: 'History',
  思想政治: 'Politics',
  政治: 'Politics',
  地理: 'Geography',
  语文: 'Chinese',
  数学: 'Maths',
  外语: 'Foreign language',
}

const BATCH_KINDS: Record<string, string> = { 普通: 'Ordinary', 艺术: 'Arts', 体育: 'Sports' }
const BATCH = /^(普通|艺术|体育)类第(一|二)段$/

/** The English of a data text of a closed vocabulary; anything else is returned as it is. */
export function englishDataText(text: string): string {
  const trimmed = text.trim()
  const word = WORDS[trimmed] ?? PROVINCES[trimmed] ?? PROVINCES[trimmed.replace(PROVINCE_SUFFIX, '')]
  if (word) return word
  const batch = BATCH.exec(trimmed)
  if (batch) return `${BATCH_KINDS[batch[1]]}, ${batch[2] === '一' ? 'first' : 'second'} segment`
  return text
}

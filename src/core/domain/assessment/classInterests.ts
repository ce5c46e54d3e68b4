import { isRiasecType, type RiasecType } from './riasec'

/**
 * The Holland code of each 专业类 of the 本科 catalogue (4-digit class code → one to three letters, the
 * strongest first). A class's letters are our reading of the work its graduates typically do, guided by
 * the interest profiles O*NET publishes for those occupations (e.g. 计算机类 → software developers and
 * systems analysts, I-C-R; 临床医学类 → physicians, I-S-R). They are a judgement written down as data, to
 * be revised when better evidence comes; the test checks that every class of data/majors.csv has one.
 *
 * How the 门类 read, broadly:
 * - 理学 (07) is Investigative first: research and analysis; the earth sciences add fieldwork (R), 统计学类
 *   and 数学类 add exactness (C), 心理学类 adds people (S).
 * - 工学 (08) is Realistic-Investigative: building and running things on a scientific basis; classes
 *   closer to research (材料, 化工, 计算机, 核, 环境) lead with I; 建筑类 leads with A (design).
 * - 农学 (09) is Realistic: fieldwork with plants and animals, with science behind it (I); 动物医学类
 *   adds care (S).
 * - 医学 (10) is Investigative-Social: diagnosing on science and caring for patients; 护理学类 leads with
 *   S; 医学技术类 (检验, 影像, 康复) leads with R (instruments and hands-on therapy); 药学类 adds C.
 * - 经济学 (02) and 管理学 (12) are Enterprising-Conventional: deciding, persuading, keeping accounts;
 *   经济学类 and 金融学类 add analysis (I); 图书情报与档案管理类 and 管理科学与工程类 lead with C.
 * - 法学 (03): law and politics are Enterprising with Investigative reading and Social service; 社会学类 is
 *   S-I; 公安学类 is R-S-E (police work).
 * - 教育学 (04) is Social (teaching); 体育学类 adds R (physical activity).
 * - 文学 (05), 艺术学 (13) are Artistic; 新闻传播学类 adds E, 外国语言文学类 adds S (interpreting,
 *   teaching), 中国语言文学类 adds S and I.
 * - 哲学 (01) and 历史学 (06) are Investigative-Artistic: reading, arguing, writing; 历史学类 adds C
 *   (archives, relics).
 */
export const CLASS_INTERESTS: Readonly<Record<string, string>> = {
  '0101': 'IAS', // 哲学类: abstract inquiry, writing, ideas about people
  '0201': 'ICE', // 经济学类: economists model and analyse (I), with data (C) and policy advice (E)
  '0202': 'CEI', // 财政学类: tax and budgets: rules and records first
  '0203': 'ECI', // 金融学类: investment and banking decisions (E) on accounts (C) and analysis (I)
  '0204': 'ECS', // 经济与贸易类: trade and negotiation
  '0301': 'EIS', // 法学类: lawyers argue and persuade (E) on close reading (I), serving clients (S)
  '0302': 'ESI', // 政治学类: public affairs, diplomacy
  '0303': 'SIA', // 社会学类: social work and social research
  '0304': 'IAS', // 民族学类: anthropology: fieldwork and writing about cultures
  '0305': 'SEI', // 马克思主义理论类: political education, teaching and public work
  '0306': 'RSE', // 公安学类: police work: physical, protecting people, taking charge
  '0401': 'SAC', // 教育学类: teaching children and adults
  '0402': 'RSE', // 体育学类: coaching and sport: physical (R), teaching (S), competing (E)
  '0501': 'ASI', // 中国语言文学类: writing and editing, teaching Chinese
  '0502': 'ASC', // 外国语言文学类: translating and interpreting, teaching languages, exact wording
  '0503': 'AES', // 新闻传播学类: reporting, media and public relations
  '0601': 'IAC', // 历史学类: research in sources, writing, archives and relics
  '0701': 'ICA', // 数学类: proofs and models; exactness
  '0702': 'IRC', // 物理学类: experiments and theory
  '0703': 'IRC', // 化学类: laboratory science
  '0704': 'IRA', // 天文学类: observation and theory
  '0705': 'IRC', // 地理科学类: fieldwork, maps, GIS
  '0706': 'IRC', // 大气科学类: meteorology: data and instruments
  '0707': 'IRC', // 海洋科学类: ocean research at sea and in the lab
  '0708': 'IRC', // 地球物理学类: geophysics: instruments and models
  '0709': 'IRC', // 地质学类: field geology and analysis
  '0710': 'IRC', // 生物科学类: laboratory and field biology
  '0711': 'ISA', // 心理学类: research on people, counselling
  '0712': 'CIR', // 统计学类: statisticians: data, methods, computing
  '0801': 'IRC', // 力学类: mechanics: theory behind structures and machines
  '0802': 'RIC', // 机械类: designing and building machines
  '0803': 'RIC', // 仪器类: measuring instruments
  '0804': 'IRC', // 材料类: materials science
  '0805': 'RIC', // 能源动力类: engines, power plants
  '0806': 'RIC', // 电气类: power systems and electrical equipment
  '0807': 'RIC', // 电子信息类: circuits, communication systems
  '0808': 'RIC', // 自动化类: control systems and robots
  '0809': 'ICR', // 计算机类: software developers, systems analysts
  '0810': 'RIC', // 土木类: civil engineering on site and in design
  '0811': 'RIC', // 水利类: water engineering
  '0812': 'RCI', // 测绘类: surveying and mapping: fieldwork and exact records
  '0813': 'IRC', // 化工与制药类: chemical engineering
  '0814': 'RIC', // 地质类: geological engineering in the field
  '0815': 'RIC', // 矿业类: mining and petroleum engineering
  '0816': 'RAI', // 纺织类: textiles and garments: making, with design
  '0817': 'RIC', // 轻工类: packaging, printing, cosmetics production
  '0818': 'RCI', // 交通运输类: operating and running transport: pilots, officers, traffic engineers
  '0819': 'RIC', // 海洋工程类: ships and offshore structures
  '0820': 'RIC', // 航空航天类: aircraft and spacecraft engineering
  '0821': 'RIC', // 兵器类: weapons engineering
  '0822': 'IRC', // 核工程类: nuclear engineering
  '0823': 'RIC', // 农业工程类: farm machinery and land engineering
  '0824': 'RIA', // 林业工程类: wood, furniture, timber buildings
  '0825': 'IRC', // 环境科学与工程类: environmental engineering and science
  '0826': 'IRS', // 生物医学工程类: medical devices, close to patients' needs
  '0827': 'IRC', // 食品科学与工程类: food science and production
  '0828': 'AIR', // 建筑类: architects and planners design (A) on engineering (I, R)
  '0829': 'RCI', // 安全科学与工程类: safety engineering and inspection
  '0830': 'IRC', // 生物工程类: bioprocess engineering
  '0831': 'RIC', // 公安技术类: forensic and fire-safety technology
  '0832': 'IRC', // 交叉工程类: robotics, integrated circuits, low-altitude technology
  '0901': 'RIC', // 植物生产类: agronomy, horticulture
  '0902': 'RIC', // 自然保护与环境生态类: conservation fieldwork
  '0903': 'RIC', // 动物生产类: animal husbandry
  '0904': 'IRS', // 动物医学类: veterinarians diagnose (I), treat (R), care (S)
  '0905': 'RIA', // 林学类: forestry and landscape planting
  '0906': 'RIC', // 水产类: aquaculture and fisheries
  '0907': 'RIC', // 草学类: grassland and turf science
  '1001': 'IRS', // 基础医学类: medical research
  '1002': 'ISR', // 临床医学类: physicians
  '1003': 'IRS', // 口腔医学类: dentists: precise handwork on patients
  '1004': 'ISC', // 公共卫生与预防医学类: epidemiology and public health
  '1005': 'ISR', // 中医学类: physicians of Chinese medicine
  '1006': 'ISR', // 中西医结合类: physicians
  '1007': 'ICS', // 药学类: pharmacists: drug science, exact dispensing, advising patients
  '1008': 'IRC', // 中药学类: Chinese materia medica: science and cultivation
  '1009': 'IRC', // 法医学类: forensic pathology
  '1010': 'RIS', // 医学技术类: laboratory, imaging and rehabilitation technicians
  '1011': 'SIR', // 护理学类: nurses
  '1201': 'CIE', // 管理科学与工程类: information systems, project cost and management
  '1202': 'ECS', // 工商管理类: managers, marketers (E), accountants (C), HR (S)
  '1203': 'ECI', // 农业经济管理类: rural economy and management
  '1204': 'ESC', // 公共管理类: public administration
  '1205': 'CIS', // 图书情报与档案管理类: librarians and archivists
  '1206': 'CEI', // 物流管理与工程类: logistics and supply chains
  '1207': 'ICE', // 工业工程类: industrial engineers improve processes
  '1208': 'ECA', // 电子商务类: online business and marketing
  '1209': 'ESC', // 旅游管理类: hospitality and tourism management
  '1301': 'AIE', // 艺术学理论类: art history, arts management
  '1302': 'ASE', // 音乐与舞蹈学类: musicians, dancers, music teachers
  '1303': 'AES', // 戏剧与影视学类: acting, directing, broadcasting
  '1304': 'ARI', // 美术学类: painting, sculpture, photography
  '1305': 'ARE', // 设计学类: visual, product and environmental design
  '1400': 'IRC', // 交叉学科 (2026; the catalogue labels it 设计学类): robotics, chips, medical engineering
}

/** A class's letters, strongest first; [] for a class we have no reading of. */
export function classInterests(classCode: string): RiasecType[] {
  return [...(CLASS_INTERESTS[classCode] ?? '')].filter(isRiasecType)
}

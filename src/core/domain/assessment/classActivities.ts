/**
 * The inventory's activities closest to the work of each 专业类 (4-digit class code → item ids of
 * inventory.ts, two or three). Classes that share a Holland code (about twenty are IRC, twenty RIC) cannot
 * be told apart by six type scores; the student's own answers to the activities that describe a class's
 * work can. Like CLASS_INTERESTS this is a judgement written down as data: the test checks that every class
 * of the catalogue has activities and that no two classes of the same code share all of them.
 */
export const CLASS_ACTIVITIES: Readonly<Record<string, string>> = {
  '0101': 'I3 A7 E2', // 哲学类: big questions, writing about ideas, arguing
  '0201': 'I5 E8 C3', // 经济学类: data, markets, spreadsheets
  '0202': 'C2 C3 E8', // 财政学类: budgets and accounts
  '0203': 'E8 I5 C2', // 金融学类: investing, reading data, keeping money straight
  '0204': 'E7 E4 C4', // 经济与贸易类: negotiating, selling, customs procedure
  '0301': 'E2 S6 C4', // 法学类: arguing a case, settling disputes, procedure
  '0302': 'E2 E6 S6', // 政治学类: debate, public speaking, mediating
  '0303': 'S2 I5 S3', // 社会学类: social work and social data
  '0304': 'R6 A7 S2', // 民族学类: fieldwork among people, writing about cultures
  '0305': 'S1 E2 E6', // 马克思主义理论类: teaching and public speaking
  '0306': 'R5 S6 C4', // 公安学类: on patrol, defusing conflicts, procedure
  '0401': 'S7 S1 A6', // 教育学类: teaching children, explaining, classroom activities
  '0402': 'R6 S7 E1', // 体育学类: outdoors, coaching the young, leading a team
  '0501': 'A2 A7 C6', // 中国语言文学类: writing, criticism, editing
  '0502': 'A2 C6 S5', // 外国语言文学类: translating, exact wording, guiding visitors
  '0503': 'A5 A7 E3', // 新闻传播学类: video, reviews, campaigns
  '0601': 'C1 A7 I3', // 历史学类: archives, writing, the story behind things
  '0701': 'I1 I7 C5', // 数学类: hard problems, olympiads, disciplined study
  '0702': 'I8 I7 R3', // 物理学类: experiments, olympiads, building apparatus
  '0703': 'I2 I7 C4', // 化学类: laboratory work, olympiads, exact procedure
  '0704': 'I3 I1 A1', // 天文学类: the universe, mathematics, sky photography
  '0705': 'R6 I5 R5', // 地理科学类: fieldwork, maps and data, drones (surveys)
  '0706': 'I5 I3 R6', // 大气科学类: weather data, the atmosphere, observation
  '0707': 'R6 I3 I2', // 海洋科学类: at sea, marine life, laboratory
  '0708': 'I5 R6 I1', // 地球物理学类: signals from the earth, fieldwork, models
  '0709': 'R6 I3 C7', // 地质学类: field geology, the earth's story, classifying samples
  '0710': 'I2 I3 R7', // 生物科学类: laboratory biology, life, animals
  '0711': 'S3 I3 I8', // 心理学类: listening, the brain, experiments on people
  '0712': 'I5 C3 I1', // 统计学类: data and spreadsheets, mathematics
  '0801': 'I1 R2 I7', // 力学类: mathematics behind structures, models
  '0802': 'R1 R2 A8', // 机械类: assembling and making machines, product form
  '0803': 'R3 I8 C8', // 仪器类: circuits, measuring, checking readings
  '0804': 'I2 I8 R2', // 材料类: laboratory, testing, making
  '0805': 'R1 I7 R3', // 能源动力类: engines, physics, power systems
  '0806': 'R3 R1 I1', // 电气类: circuits, electrical equipment, calculation
  '0807': 'R3 R8 I4', // 电子信息类: circuits, networks, code
  '0808': 'R3 I4 R5', // 自动化类: robots, control code, drones
  '0809': 'I4 R8 I1', // 计算机类: programming, hardware and networks, algorithms
  '0810': 'R2 R6 C4', // 土木类: building, on site, codes and standards
  '0811': 'R6 I5 R2', // 水利类: rivers in the field, hydrological data, building
  '0812': 'R6 R5 C3', // 测绘类: surveying in the field, drones, exact records
  '0813': 'I2 I6 C4', // 化工与制药类: chemical processes, medicines, safe procedure
  '0814': 'R6 I3 R1', // 地质类: geological engineering in the field
  '0815': 'R1 R6 C4', // 矿业类: machines on site, safety procedure
  '0816': 'A8 R2 A1', // 纺织类: garments and fabric design, making
  '0817': 'I2 A8 R1', // 轻工类: formulas, packaging design, production
  '0818': 'R5 C4 R1', // 交通运输类: driving and flying, operating rules, vehicles
  '0819': 'R2 R6 I1', // 海洋工程类: ships and platforms, at sea, calculation
  '0820': 'R2 R5 I7', // 航空航天类: aircraft models, flying, physics
  '0821': 'R1 R2 I7', // 兵器类: mechanisms, making, physics
  '0822': 'I7 I8 C4', // 核工程类: physics, experiments, strict safety procedure
  '0823': 'R4 R1 I8', // 农业工程类: fields, farm machinery, trials
  '0824': 'R2 R4 A8', // 林业工程类: woodwork, timber, furniture design
  '0825': 'I2 R6 I5', // 环境科学与工程类: sampling, fieldwork, monitoring data
  '0826': 'R3 I6 I2', // 生物医学工程类: medical devices, disease, laboratory
  '0827': 'I2 C4 C8', // 食品科学与工程类: laboratory, food-safety procedure, inspection
  '0828': 'A8 A1 R2', // 建筑类: designing spaces, drawing, models
  '0829': 'C4 S8 C8', // 安全科学与工程类: safety rules, first aid, inspection
  '0830': 'I2 I8 C3', // 生物工程类: bioprocesses in the laboratory, batch records
  '0831': 'R8 I8 C4', // 公安技术类: digital forensics, evidence, procedure
  '0832': 'R3 I4 R5', // 交叉工程类: robots and chips, code, low-altitude flight
  '0901': 'R4 I2', // 植物生产类: growing crops, plant science
  '0902': 'R6 R7 I5', // 自然保护与环境生态类: fieldwork with wildlife, monitoring data
  '0903': 'R7 R4 I2', // 动物生产类: raising animals
  '0904': 'R7 I6 S8', // 动物医学类: animals, disease, treatment
  '0905': 'R4 R6 A8', // 林学类: trees, forests, landscape planting
  '0906': 'R7 R6 I2', // 水产类: fish and aquaculture, at sea
  '0907': 'R4 I5 R6', // 草学类: grassland and turf, monitoring
  '1001': 'I6 I2 I8', // 基础医学类: disease research in the laboratory
  '1002': 'I6 S4 S8', // 临床医学类: diagnosing and caring for patients
  '1003': 'I6 R2 S4', // 口腔医学类: precise handwork on patients
  '1004': 'I6 I5 S2', // 公共卫生与预防医学类: epidemics and health data, communities
  '1005': 'I6 S4 R4', // 中医学类: treating patients, medicinal herbs
  '1006': 'I6 S4 I2', // 中西医结合类: treating patients with both traditions
  '1007': 'I2 I6 C4', // 药学类: drug science, exact dispensing
  '1008': 'R4 I2 I6', // 中药学类: medicinal plants, analysis
  '1009': 'I6 I8 C8', // 法医学类: causes of death, evidence, exact records
  '1010': 'S8 I6 R3', // 医学技术类: rehabilitation, testing, imaging equipment
  '1011': 'S4 S8 I6', // 护理学类: caring for the sick, nursing skills, disease
  '1201': 'C3 I5 E3', // 管理科学与工程类: information systems, data, projects
  '1202': 'E5 E1 C2', // 工商管理类: business plans, leading, accounting
  '1203': 'E8 R4 C2', // 农业经济管理类: rural business and accounts
  '1204': 'E1 C4 E3', // 公共管理类: leading, procedure, organising
  '1205': 'C7 C1 S5', // 图书情报与档案管理类: cataloguing, archives, helping readers
  '1206': 'C3 C4 E7', // 物流管理与工程类: schedules, procedure, suppliers
  '1207': 'I5 C3 R1', // 工业工程类: process data, production lines
  '1208': 'E4 A5 E5', // 电子商务类: selling online, video, start-ups
  '1209': 'S5 E3 R6', // 旅游管理类: guiding people, organising trips
  '1301': 'A7 E3 C7', // 艺术学理论类: criticism, exhibitions, collections
  '1302': 'A3 A4 S7', // 音乐与舞蹈学类: playing and singing, dancing, teaching children
  '1303': 'A4 A5 E3', // 戏剧与影视学类: performing, film, putting on a production
  '1304': 'A1 A7 R2', // 美术学类: drawing and photography, exhibitions, sculpture
  '1305': 'A8 A6 R2', // 设计学类: product and space design, graphics, models
  '1400': 'R3 I4 I6', // 交叉学科: robotics, chips, medical engineering
}

/** A class's signature activities (item ids); [] for a class we have no reading of. */
export function classActivities(classCode: string): string[] {
  return (CLASS_ACTIVITIES[classCode] ?? '').split(' ').filter((id) => id !== '')
}

/** The journeys' 物化生 student: 620 points = 125 + 135 + 125 + 80 + 80 + 75. */
export const PCB = ['物理', '化学', '生物']
export const SCORES_620 = { 语文: '125', 数学: '135', 外语: '125', 物理: '80', 化学: '80', 生物: '75' }

import { describe, expect, it } from 'vitest'
import { branchCampuses } from '@/core/domain/admission/branchCampus'
import { readDataset } from '../../server/cli/data/readDataset'

describe('branch campuses in the shipped school table', () => {
  const branches = branchCampuses(readDataset('data').schools)

  it('finds the campuses families know as branches (威海, 深圳, 盘锦, 秦皇岛, 苏州, overseas)', () => {
    for (const [name, parent] of [
      ['哈尔滨工业大学(威海)', '哈尔滨工业大学'],
      ['哈尔滨工业大学(深圳)', '哈尔滨工业大学'],
      ['山东大学威海分校', '山东大学'],
      ['大连理工大学(盘锦校区)', '大连理工大学'],
      ['东北大学秦皇岛分校', '东北大学'],
      ['中国人民大学(苏州校区)', '中国人民大学'],
      ['厦门大学(马来西亚分校招生专业)', '厦门大学'],
    ])
      expect(branches.get(name)).toBe(parent)
  })

  it('leaves the parent’s own colleges and same-city campuses alone', () => {
    for (const name of ['浙江大学医学院', '北京大学医学部', '复旦大学医学院', '电子科技大学(沙河校区)', '华北电力大学(保定)', '浙江大学', '哈尔滨工业大学'])
      expect(branches.has(name)).toBe(false)
  })
})

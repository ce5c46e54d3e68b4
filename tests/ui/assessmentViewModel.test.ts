import { describe, expect, it } from 'vitest'
import { INVENTORY_VERSION } from '@/core/domain/assessment/inventory'
import type { AssessmentResult } from '@/ports/api/assessment'
import { AssessmentViewModel, type AssessmentDeps } from '@/ui/assessment/AssessmentViewModel'

const category = (classCode: string, className: string) => ({
  classCode,
  className,
  disciplineCode: classCode.slice(0, 2),
  discipline: '工学',
  fit: 80,
  letters: 'IRC',
  majors: [],
  programmes: 10,
  eligible: null,
  missing: 0,
})

const result: AssessmentResult = {
  kind: 'major',
  version: INVENTORY_VERSION,
  takenAt: 1_700_000_000_000,
  profile: { scores: { R: 75, I: 100, A: 25, S: 25, E: 25, C: 25 }, code: 'IRA', spread: 75, flat: false, low: false },
  categories: [category('0809', '计算机类'), category('0807', '电子信息类'), category('0702', '物理学类')],
  matchedClasses: [],
  combinations: [],
  plan: null,
  studentSubjects: [],
}

/** A view model on working in-memory use cases: the saved result loads, adding is refused until the student buys (46xx). */
function viewModel() {
  const deps: AssessmentDeps = {
    loadAssessment: async () => ({ ok: true, value: { result, otherTakenAt: null } }),
    submitAssessment: async () => ({ ok: true, value: result }),
    reuseAssessment: async () => ({ ok: true, value: result }),
    addClassesToTarget: async () => ({ ok: false, error: { message: '请先开通AI志愿', serviceType: 2 } }),
    refreshUser: async () => {},
  }
  return new AssessmentViewModel('major', deps)
}

describe('the confirmation of 加入AI志愿意向专业 (issue 37)', () => {
  it('opens when the student asks, and is closed again when they come back to the page after leaving it open', async () => {
    const vm = viewModel()
    await vm.load(7)
    expect(vm.phase).toBe('result')
    expect(vm.confirmOpen).toBe(false)
    vm.openConfirm()
    expect(vm.confirmOpen).toBe(true)
    // The refusal offers 立即开通, which takes the student elsewhere with the dialog still open.
    await vm.confirmAdd()
    expect([vm.confirmOpen, vm.needService]).toEqual([true, 2])

    // Leaving the page and coming back: the page unmounts (leave) and mounts again (load).
    vm.leave()
    await vm.load(7)
    expect(vm.confirmOpen).toBe(false)
    expect([vm.addError, vm.needService]).toEqual(['', null])
    // The ticked classes stay, and asking again opens it once more.
    expect(vm.picked).toEqual(['0809', '0807', '0702'])
    vm.openConfirm()
    expect(vm.confirmOpen).toBe(true)
  })

  it('stays shut across any number of visits when the student never asked', async () => {
    const vm = viewModel()
    for (let visit = 0; visit < 3; visit++) {
      await vm.load(7)
      expect(vm.confirmOpen).toBe(false)
      vm.leave()
    }
  })
})

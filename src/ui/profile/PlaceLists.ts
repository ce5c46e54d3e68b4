import { makeAutoObservable, runInAction } from 'mobx'
import type { HighSchoolPlace, loadHighSchoolOptions } from '@/core/profile/loadHighSchoolOptions'
import type { UseCase } from '@/core/useCase'

export interface PlaceListsDeps {
  loadHighSchoolOptions: UseCase<typeof loadHighSchoolOptions>
}

/**
 * Suggestions for city → district → high school from the high-school calls. Where the server has no list
 * (or the call fails) the list stays empty and the inputs are plain free text, as the issue asks.
 */
export class PlaceLists {
  cities: string[] = []
  districts: string[] = []
  schools: string[] = []

  constructor(private readonly deps: PlaceListsDeps) {
    makeAutoObservable<PlaceLists, 'deps'>(this, { deps: false }, { autoBind: true })
  }

  async start(form: { province: string; city?: string | null; district?: string | null }) {
    const cities = await this.options({ province: form.province })
    runInAction(() => (this.cities = cities))
    if (form.city) await this.cityChanged(form.city)
    if (form.district) await this.districtChanged(form.district)
  }

  async cityChanged(city: string) {
    const districts = city ? await this.options({ city }) : []
    runInAction(() => (this.districts = districts))
  }

  async districtChanged(area: string) {
    const schools = area ? await this.options({ area }) : []
    runInAction(() => (this.schools = schools))
  }

  private async options(place: HighSchoolPlace): Promise<string[]> {
    const result = await this.deps.loadHighSchoolOptions(place)
    return result.ok ? result.value : []
  }
}

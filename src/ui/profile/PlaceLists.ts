import { makeAutoObservable, runInAction } from 'mobx'
import { attempt } from '@/core/result'
import type { HttpApi } from '@/ports/HttpApi'
import { highSchoolAreas, highSchoolCities, highSchools } from '@/ports/api/school'

/**
 * Suggestions for city → district → high school from the high-school calls. Where the server has no list
 * (or the call fails) the list stays empty and the inputs are plain free text, as the issue asks.
 */
export class PlaceLists {
  cities: string[] = []
  districts: string[] = []
  schools: string[] = []

  constructor(private readonly api: HttpApi) {
    makeAutoObservable<PlaceLists, 'api'>(this, { api: false }, { autoBind: true })
  }

  async start(form: { province: string; city?: string | null; district?: string | null }) {
    const cities = await attempt(() => this.api.call(highSchoolCities, { province: form.province }))
    runInAction(() => (this.cities = cities.ok ? cities.value.map((city) => city.name) : []))
    if (form.city) await this.cityChanged(form.city)
    if (form.district) await this.districtChanged(form.district)
  }

  async cityChanged(city: string) {
    const areas = city ? await attempt(() => this.api.call(highSchoolAreas, { city })) : null
    runInAction(() => (this.districts = areas?.ok ? areas.value.map((area) => area.name) : []))
  }

  async districtChanged(area: string) {
    const schools = area ? await attempt(() => this.api.call(highSchools, { area })) : null
    runInAction(() => (this.schools = schools?.ok ? schools.value.map((school) => school.name) : []))
  }
}

import type { Localized } from '../types'

export type SeedMarina = {
  name: Localized
  latitude: number
  longitude: number
  /** The usual navigation season, 'MM-DD', both days included. */
  season: { opens: string; closes: string }
  source: Localized
}

/*
 * Typical navigation seasons. Baikal's ice goes from the south of the lake first (mid-May) and
 * from the north last (early June); small craft stop sailing as autumn storms and the first ice
 * come, in October in the north and at the end of October in the south. The dates below are those
 * general averages with about a week's margin for the shore ice to clear: typical, not official.
 * Each year the regional small-craft inspectorate (ГИМС МЧС) announces the actual opening and
 * closing; an editor then gives that year's dates in the CMS.
 */
const SOUTH = {
  season: { opens: '05-25', closes: '10-31' },
  source: {
    ru: 'Южный Байкал: лёд сходит в середине мая, маломерные суда ходят до конца октября (типичные даты; точные даты года объявляет ГИМС).',
    en: 'Southern Baikal: the ice goes in mid-May and small craft sail until the end of October (typical dates; the small-craft inspectorate announces each year’s own).',
  },
}
const MIDDLE = {
  season: { opens: '06-05', closes: '10-20' },
  source: {
    ru: 'Средний Байкал и Малое Море: лёд сходит в конце мая — начале июня, навигация до двадцатых чисел октября (типичные даты; точные даты года объявляет ГИМС).',
    en: 'Middle Baikal and the Maloye More: the ice goes in late May or early June; navigation lasts until about 20 October (typical dates; the inspectorate announces each year’s own).',
  },
}
const NORTH = {
  season: { opens: '06-15', closes: '10-15' },
  source: {
    ru: 'Северный Байкал: лёд держится до начала — середины июня, осенние штормы закрывают навигацию в середине октября (типичные даты; точные даты года объявляет ГИМС Бурятии).',
    en: 'Northern Baikal: the ice stays until early or mid-June and autumn storms close navigation in mid-October (typical dates; the Buryat inspectorate announces each year’s own).',
  },
}

/** The seeded yachts' home marinas: where charters start (the forecast is the weather there) and when they may. */
export const marinas: SeedMarina[] = [
  { name: { ru: 'Листвянка', en: 'Listvyanka' }, latitude: 51.85, longitude: 104.88, ...SOUTH },
  { name: { ru: 'Иркутск, марина «Солнечный»', en: 'Irkutsk, Solnechny marina' }, latitude: 52.25, longitude: 104.33, ...SOUTH },
  { name: { ru: 'Большое Голоустное', en: 'Bolshoye Goloustnoye' }, latitude: 52.03, longitude: 105.41, ...SOUTH },
  { name: { ru: 'Слюдянка', en: 'Slyudyanka' }, latitude: 51.66, longitude: 103.7, ...SOUTH },
  { name: { ru: 'Байкальск', en: 'Baikalsk' }, latitude: 51.52, longitude: 104.15, ...SOUTH },
  { name: { ru: 'Хужир, остров Ольхон', en: 'Khuzhir, Olkhon Island' }, latitude: 53.19, longitude: 107.34, ...MIDDLE },
  { name: { ru: 'Малое Море, бухта Курма', en: 'Maloye More, Kurma Bay' }, latitude: 53.15, longitude: 106.97, ...MIDDLE },
  { name: { ru: 'Усть-Баргузин', en: 'Ust-Barguzin' }, latitude: 53.42, longitude: 109.02, ...MIDDLE },
  { name: { ru: 'Северобайкальск', en: 'Severobaikalsk' }, latitude: 55.63, longitude: 109.33, ...NORTH },
]

/** The spec's event enumerations (section 3) in their order, with labels in both languages. */
import { enumeration } from '@cms/core/contract/options'

export const EVENT_CATEGORIES = enumeration({
  workshop: { ru: 'Мастер-класс', en: 'Workshop' },
  conference: { ru: 'Конференция', en: 'Conference' },
  meetup: { ru: 'Встреча', en: 'Meetup' },
  competition: { ru: 'Соревнование', en: 'Competition' },
  regatta: { ru: 'Регата', en: 'Regatta' },
  race: { ru: 'Гонка', en: 'Race' },
  trainingCamp: { ru: 'Учебные сборы', en: 'Training camp' },
  exhibition: { ru: 'Выставка', en: 'Exhibition' },
  championship: { ru: 'Чемпионат', en: 'Championship' },
  cup: { ru: 'Кубок', en: 'Cup' },
  festival: { ru: 'Фестиваль', en: 'Festival' },
})

export const EVENT_TYPES = enumeration({
  oneDesign: { ru: 'Монотип', en: 'One design' },
  offshore: { ru: 'Офшорная', en: 'Offshore' },
  dinghy: { ru: 'Швертботы', en: 'Dinghy' },
  match: { ru: 'Матч-рейс', en: 'Match race' },
  team: { ru: 'Командная', en: 'Team' },
  handicap: { ru: 'С гандикапом', en: 'Handicap' },
  oceanic: { ru: 'Океанская', en: 'Oceanic' },
  cruiseRacing: { ru: 'Крейсерская', en: 'Cruise racing' },
})

export const EVENT_REGIONS = enumeration({
  local: { ru: 'Местная', en: 'Local' },
  regional: { ru: 'Региональная', en: 'Regional' },
  national: { ru: 'Национальная', en: 'National' },
  international: { ru: 'Международная', en: 'International' },
  baikal: { ru: 'Байкал', en: 'Baikal' },
  volga: { ru: 'Волга', en: 'Volga' },
  blackSea: { ru: 'Чёрное море', en: 'Black Sea' },
  mediterranean: { ru: 'Средиземное море', en: 'Mediterranean' },
  baltic: { ru: 'Балтика', en: 'Baltic' },
  northSea: { ru: 'Северное море', en: 'North Sea' },
  atlantic: { ru: 'Атлантика', en: 'Atlantic' },
  pacific: { ru: 'Тихий океан', en: 'Pacific' },
  caribbean: { ru: 'Карибы', en: 'Caribbean' },
  farEast: { ru: 'Дальний Восток', en: 'Far East' },
  turkey: { ru: 'Турция', en: 'Turkey' },
  france: { ru: 'Франция', en: 'France' },
  italy: { ru: 'Италия', en: 'Italy' },
  thailand: { ru: 'Таиланд', en: 'Thailand' },
  greece: { ru: 'Греция', en: 'Greece' },
})

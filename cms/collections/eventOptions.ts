/** The spec's event enumerations (section 3) with their labels in both languages. */
type Option = { value: string; label: { ru: string; en: string } }

export const EVENT_CATEGORIES: Option[] = [
  { value: 'workshop', label: { ru: 'Мастер-класс', en: 'Workshop' } },
  { value: 'conference', label: { ru: 'Конференция', en: 'Conference' } },
  { value: 'meetup', label: { ru: 'Встреча', en: 'Meetup' } },
  { value: 'competition', label: { ru: 'Соревнование', en: 'Competition' } },
  { value: 'regatta', label: { ru: 'Регата', en: 'Regatta' } },
  { value: 'race', label: { ru: 'Гонка', en: 'Race' } },
  { value: 'trainingCamp', label: { ru: 'Учебные сборы', en: 'Training camp' } },
  { value: 'exhibition', label: { ru: 'Выставка', en: 'Exhibition' } },
  { value: 'championship', label: { ru: 'Чемпионат', en: 'Championship' } },
  { value: 'cup', label: { ru: 'Кубок', en: 'Cup' } },
  { value: 'festival', label: { ru: 'Фестиваль', en: 'Festival' } },
]

export const EVENT_TYPES: Option[] = [
  { value: 'oneDesign', label: { ru: 'Монотип', en: 'One design' } },
  { value: 'offshore', label: { ru: 'Офшорная', en: 'Offshore' } },
  { value: 'dinghy', label: { ru: 'Швертботы', en: 'Dinghy' } },
  { value: 'match', label: { ru: 'Матч-рейс', en: 'Match race' } },
  { value: 'team', label: { ru: 'Командная', en: 'Team' } },
  { value: 'handicap', label: { ru: 'С гандикапом', en: 'Handicap' } },
  { value: 'oceanic', label: { ru: 'Океанская', en: 'Oceanic' } },
  { value: 'cruiseRacing', label: { ru: 'Крейсерская', en: 'Cruise racing' } },
]

export const EVENT_REGIONS: Option[] = [
  { value: 'local', label: { ru: 'Местная', en: 'Local' } },
  { value: 'regional', label: { ru: 'Региональная', en: 'Regional' } },
  { value: 'national', label: { ru: 'Национальная', en: 'National' } },
  { value: 'international', label: { ru: 'Международная', en: 'International' } },
  { value: 'baikal', label: { ru: 'Байкал', en: 'Baikal' } },
  { value: 'volga', label: { ru: 'Волга', en: 'Volga' } },
  { value: 'blackSea', label: { ru: 'Чёрное море', en: 'Black Sea' } },
  { value: 'mediterranean', label: { ru: 'Средиземное море', en: 'Mediterranean' } },
  { value: 'baltic', label: { ru: 'Балтика', en: 'Baltic' } },
  { value: 'northSea', label: { ru: 'Северное море', en: 'North Sea' } },
  { value: 'atlantic', label: { ru: 'Атлантика', en: 'Atlantic' } },
  { value: 'pacific', label: { ru: 'Тихий океан', en: 'Pacific' } },
  { value: 'caribbean', label: { ru: 'Карибы', en: 'Caribbean' } },
  { value: 'farEast', label: { ru: 'Дальний Восток', en: 'Far East' } },
  { value: 'turkey', label: { ru: 'Турция', en: 'Turkey' } },
  { value: 'france', label: { ru: 'Франция', en: 'France' } },
  { value: 'italy', label: { ru: 'Италия', en: 'Italy' } },
  { value: 'thailand', label: { ru: 'Таиланд', en: 'Thailand' } },
  { value: 'greece', label: { ru: 'Греция', en: 'Greece' } },
]

import type { SeedSpecialEvent } from '../types'

export const specialEvents: SeedSpecialEvent[] = [
  {
    slug: 'wedding-on-the-water',
    title: { ru: 'Свадьба на воде', en: 'A wedding on the water' },
    occasion: 'wedding',
    summary: {
      ru: 'Выездная церемония на палубе у скал Листвянки, ужин на борту и фейерверк над Байкалом.',
      en: 'A ceremony on deck by the Listvyanka cliffs, dinner on board and fireworks over Baikal.',
    },
    description: {
      ru: 'Мы подбираем яхту под число гостей, украшаем палубу, договариваемся с регистратором и фотографом. Церемония проходит в бухте с видом на исток Ангары, затем — ужин от шефа и закат на открытой воде.',
      en: 'We match the yacht to your guest list, dress the deck and arrange the registrar and the photographer. The ceremony takes place in a bay facing the source of the Angara, followed by a chef’s dinner and sunset on open water.',
    },
    priceFromRub: 450_000,
    maxGuests: 40,
    durationHours: 6,
    includes: [
      { ru: 'Яхта с экипажем', en: 'Yacht with crew' },
      { ru: 'Оформление палубы', en: 'Deck decoration' },
      { ru: 'Ужин от шефа', en: 'Chef’s dinner' },
      { ru: 'Фотограф на 3 часа', en: 'Photographer for 3 hours' },
    ],
    image: {
      name: 'special-wedding',
      scene: 'sunset',
      sky: ['#f3a683', '#f7d794'],
      alt: { ru: 'Яхта с украшенной палубой на закате', en: 'A yacht with a decorated deck at sunset' },
    },
  },
  {
    slug: 'corporate-charter',
    title: { ru: 'Корпоративный выход', en: 'A corporate charter' },
    occasion: 'corporate',
    summary: {
      ru: 'Командный день на двух яхтах: парусная гонка, обед на берегу и награждение.',
      en: 'A team day on two yachts: a sailing race, lunch ashore and prize-giving.',
    },
    description: {
      ru: 'Команды расходятся по яхтам и под присмотром капитанов проходят короткую гонку. После финиша — обед в Песчаной бухте и награждение. Подходит для команд от 10 до 60 человек.',
      en: 'Teams split between the yachts and sail a short race under the captains’ eye. After the finish: lunch in Peschanaya Bay and the prize-giving. Suits teams of 10 to 60.',
    },
    priceFromRub: 280_000,
    maxGuests: 60,
    durationHours: 8,
    includes: [
      { ru: 'Две яхты с капитанами', en: 'Two yachts with captains' },
      { ru: 'Инструктаж и гонка', en: 'Briefing and race' },
      { ru: 'Обед на берегу', en: 'Lunch ashore' },
    ],
    image: {
      name: 'special-corporate',
      scene: 'regatta',
      sky: ['#3a7bd5', '#bfe3f7'],
      alt: { ru: 'Две парусные яхты идут бок о бок', en: 'Two sailing yachts side by side' },
    },
  },
  {
    slug: 'proposal-at-sunset',
    title: { ru: 'Предложение на закате', en: 'A proposal at sunset' },
    occasion: 'proposal',
    summary: {
      ru: 'Яхта только для двоих, ужин на корме и музыкант — на закате у мыса Толстый.',
      en: 'A yacht for two, dinner on the aft deck and a musician, at sunset off Cape Tolsty.',
    },
    description: {
      ru: 'Капитан приводит яхту к мысу к закату, на корме накрыт ужин, а когда наступит момент — играет скрипач. Всё остальное — тайна до последней минуты.',
      en: 'The captain brings the yacht to the cape for sunset, dinner is laid on the aft deck, and when the moment comes, a violinist plays. Everything else stays a secret to the last minute.',
    },
    priceFromRub: 120_000,
    maxGuests: 2,
    durationHours: 3,
    includes: [
      { ru: 'Яхта с капитаном', en: 'Yacht with captain' },
      { ru: 'Ужин на двоих', en: 'Dinner for two' },
      { ru: 'Скрипач', en: 'Violinist' },
    ],
    image: {
      name: 'special-proposal',
      scene: 'sunset',
      sky: ['#ee9ca7', '#ffdde1'],
      alt: { ru: 'Закат над Байкалом с палубы яхты', en: 'Sunset over Baikal from a yacht’s deck' },
    },
  },
]

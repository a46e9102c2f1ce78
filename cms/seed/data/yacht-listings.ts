import type { SeedYachtListing } from '../types'

export const yachtListings: SeedYachtListing[] = [
  {
    slug: 'bavaria-cruiser-46-severnyi-veter',
    title: { ru: 'Bavaria Cruiser 46 «Северный ветер»', en: 'Bavaria Cruiser 46 "Severny Veter"' },
    summary: {
      ru: 'Крейсерская парусная яхта 2016 года, четыре каюты, полностью готова к сезону на Байкале.',
      en: 'A 2016 cruising sailing yacht with four cabins, ready for the Baikal season.',
    },
    description: {
      ru: 'Яхта шесть сезонов ходила в чартере по южному Байкалу и зимовала на берегу под тентом. В 2025 году заменены стоячий такелаж и грот, обслужен двигатель, обновлены навигационные приборы.\n\nЧетыре двухместные каюты, два санузла, просторный кокпит со столом. Подходит и для семейных походов, и для небольшого чартерного бизнеса.\n\nДокументы в порядке, яхта зарегистрирована в ГИМС. Осмотр в Иркутске по договорённости.',
      en: 'She spent six seasons chartering on southern Baikal and wintered ashore under cover. In 2025 the standing rigging and mainsail were replaced, the engine serviced and the navigation electronics updated.\n\nFour double cabins, two heads and a roomy cockpit with a table. Suits family cruising and a small charter business alike.\n\nPapers in order, registered with the small-craft inspectorate. Viewing in Irkutsk by appointment.',
    },
    builder: 'Bavaria Cruiser 46',
    year: 2016,
    lengthMeters: 14.3,
    cabins: 4,
    berths: 8,
    engine: { ru: 'Volvo Penta D2-55, 55 л. с.', en: 'Volvo Penta D2-55, 55 hp' },
    location: { ru: 'Иркутск, яхт-клуб на Ангаре', en: 'Irkutsk, Angara yacht club' },
    askingPriceRub: 14_500_000,
    saleStatus: 'for-sale',
    highlights: [
      { ru: 'Новый стоячий такелаж (2025)', en: 'New standing rigging (2025)' },
      { ru: 'Грот 2025 года', en: '2025 mainsail' },
      { ru: 'Картплоттер и автопилот', en: 'Chartplotter and autopilot' },
      { ru: 'Зимнее хранение на берегу', en: 'Wintered ashore' },
    ],
    images: [
      {
        name: 'sale-severny-veter-1',
        scene: 'sail-yacht',
        sky: ['#4a78a8', '#d3e6f2'],
        alt: { ru: 'Парусная яхта «Северный ветер» у причала в Иркутске', en: 'Sailing yacht Severny Veter at the pier in Irkutsk' },
      },
    ],
  },
  {
    slug: 'princess-v40-angara',
    title: { ru: 'Princess V40 «Ангара»', en: 'Princess V40 "Angara"' },
    summary: {
      ru: 'Быстрая моторная яхта 2012 года для переходов по Байкалу за день: две каюты и открытый кокпит.',
      en: 'A fast 2012 motor yacht for crossing Baikal in a day: two cabins and an open cockpit.',
    },
    description: {
      ru: 'Яхта у одного владельца с 2014 года, ходила только по Байкалу и Ангаре. Два дизеля Volvo Penta по 370 л. с., крейсерская скорость 28 узлов.\n\nДве каюты, салон с камбузом, солнечная площадка на носу. Владелец рассматривает предложения, идут переговоры с одним покупателем.',
      en: 'One owner since 2014; she has sailed only on Baikal and the Angara. Twin Volvo Penta diesels of 370 hp each, cruising at 28 knots.\n\nTwo cabins, a saloon with galley and a bow sun pad. The owner is considering offers; talks with one buyer are under way.',
    },
    builder: 'Princess V40',
    year: 2012,
    lengthMeters: 12.6,
    cabins: 2,
    berths: 4,
    engine: { ru: '2 × Volvo Penta D6, 370 л. с.', en: '2 × Volvo Penta D6, 370 hp' },
    location: { ru: 'Листвянка', en: 'Listvyanka' },
    askingPriceRub: 21_000_000,
    saleStatus: 'under-offer',
    highlights: [
      { ru: 'Один владелец с 2014 года', en: 'One owner since 2014' },
      { ru: 'Крейсерская скорость 28 узлов', en: 'Cruising speed 28 knots' },
      { ru: 'Носовое подруливающее устройство', en: 'Bow thruster' },
    ],
    images: [
      {
        name: 'sale-angara-1',
        scene: 'motor-yacht',
        sky: ['#2f6d9e', '#cfe7f5'],
        alt: { ru: 'Моторная яхта «Ангара» на ходу у Листвянки', en: 'Motor yacht Angara under way off Listvyanka' },
      },
    ],
  },
]

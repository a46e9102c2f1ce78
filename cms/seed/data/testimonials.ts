import type { SeedTestimonial } from '../types'

export const testimonials: SeedTestimonial[] = [
  {
    name: { ru: 'Анна Соколова', en: 'Anna Sokolova' },
    location: { ru: 'Москва', en: 'Moscow, Russia' },
    rating: 5,
    comment: {
      ru: 'Праздновали юбилей мамы на Baikal Star — это было лучшее решение. Экипаж продумал всё до мелочей: ужин на палубе, торт, тёплые пледы на закате. Мама до сих пор показывает фотографии всем знакомым.',
      en: 'We celebrated my mother’s milestone birthday on Baikal Star, and it was the best decision we could have made. The crew thought of every detail: dinner on deck, a cake, warm blankets at sunset. Mum still shows the photos to everyone she knows.',
    },
    date: '2026-07-18',
    yacht: 'baikal-star',
  },
  {
    name: { ru: 'Михаэль Вебер', en: 'Michael Weber' },
    location: { ru: 'Мюнхен, Германия', en: 'Munich, Germany' },
    rating: 5,
    comment: {
      ru: 'Я хожу под парусом двадцать лет, но такой воды не видел нигде. Капитан подробно объяснил местные ветра и дал мне самому вести Sarma почти весь день. Ночь на якоре у Больших Котов — незабываемо.',
      en: 'I have been sailing for twenty years, but I have never seen water like this anywhere. The skipper explained the local winds in detail and let me helm Sarma for most of the day. A night at anchor off Bolshiye Koty was unforgettable.',
    },
    date: '2026-08-03',
    yacht: 'sarma',
  },
  {
    name: { ru: 'Дмитрий Кравцов', en: 'Dmitry Kravtsov' },
    location: { ru: 'Новосибирск', en: 'Novosibirsk, Russia' },
    rating: 4,
    comment: {
      ru: 'Отличный катамаран и внимательный капитан. Один день пришлось переждать сарму в бухте, и до Хобоя мы так и не дошли, но капитан честно предупредил заранее и предложил замену. Дети в восторге от сапбордов.',
      en: 'A great catamaran and an attentive captain. We had to sit out a sarma in a bay for one day and never made it to Khoboy, but the captain warned us honestly in advance and offered an alternative. The kids loved the paddleboards.',
    },
    date: '2026-09-07',
    yacht: 'khoboy',
  },
  {
    name: { ru: 'Чэнь Цзин', en: 'Chen Jing' },
    location: { ru: 'Шанхай, Китай', en: 'Shanghai, China' },
    rating: 5,
    comment: {
      ru: 'Мы увидели десятки нерп на Ушканьих островах — они лежали на камнях и совсем нас не боялись. Гид-натуралист рассказывал всё на английском, а горячие источники после холодного дня были настоящим чудом.',
      en: 'We saw dozens of seals on the Ushkany Islands, lying on the rocks and not afraid of us at all. The naturalist guide explained everything in English, and the hot springs after a chilly day were pure magic.',
    },
    date: '2026-06-30',
    yacht: 'ushkany',
  },
  {
    name: { ru: 'Екатерина Белова', en: 'Ekaterina Belova' },
    location: { ru: 'Иркутск', en: 'Irkutsk, Russia' },
    rating: 5,
    comment: {
      ru: 'Живём в Иркутске, а Байкал с воды толком не видели. Взяли катер Omul на полдня из Листвянки: исток Ангары, скалы, обед в Больших Котах. Быстро, недорого и очень красиво — теперь катаемся каждое лето.',
      en: 'We live in Irkutsk but had never really seen Baikal from the water. We took the Omul speedboat for half a day from Listvyanka: the source of the Angara, the cliffs, lunch in Bolshiye Koty. Quick, affordable and beautiful; now we go every summer.',
    },
    date: '2026-07-05',
    yacht: 'omul',
  },
  {
    name: { ru: 'Софи Мартен', en: 'Sophie Martin' },
    location: { ru: 'Лион, Франция', en: 'Lyon, France' },
    rating: 5,
    comment: {
      ru: 'Три дня на Olkhon Spirit по Малому Морю — самое красивое путешествие в моей жизни. Степь, скалы, пустые пляжи и баня с прыжком в ледяную воду. Спасибо команде за терпение с моим русским!',
      en: 'Three days on Olkhon Spirit across Maloye More were the most beautiful trip of my life. Steppe, cliffs, empty beaches and a banya followed by a plunge into icy water. Thank you to the crew for their patience with my Russian!',
    },
    date: '2026-08-21',
    yacht: 'olkhon-spirit',
  },
]

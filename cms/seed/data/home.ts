import type { SeedHome } from '../types'

export const home: SeedHome = {
  heroSlides: [
    {
      title: { ru: 'Яхтенные путешествия по Байкалу', en: 'Yacht voyages on Lake Baikal' },
      subtitle: { ru: 'Самое глубокое озеро планеты ждёт вас', en: 'The deepest lake on Earth is waiting' },
      description: {
        ru: 'Парусные и моторные яхты, катамараны и катера для прогулок на несколько часов и путешествий на неделю — от Листвянки до Ушканьих островов.',
        en: 'Sailing and motor yachts, catamarans and speedboats for trips of a few hours or voyages of a week, from Listvyanka to the Ushkany Islands.',
      },
      image: {
        name: 'hero-yacht-voyages',
        scene: 'sail-yacht',
        sky: ['#2f7fd4', '#bfe2f8'],
        alt: { ru: 'Парусная яхта на просторах Байкала', en: 'A sailing yacht on the open expanse of Baikal' },
      },
    },
    {
      title: { ru: 'Остров Ольхон с воды', en: 'Olkhon Island from the water' },
      subtitle: { ru: 'Сердце Байкала и его главные святыни', en: 'The heart of Baikal and its most sacred places' },
      description: {
        ru: 'Скала Шаманка, мраморные утёсы и мыс Хобой, песчаные бухты Малого Моря — крупнейший остров Байкала открывается с палубы совсем по-новому.',
        en: 'Shaman Rock, marble cliffs and Cape Khoboy, the sandy coves of Maloye More: Baikal’s largest island looks completely different from the deck.',
      },
      image: {
        name: 'hero-olkhon-island',
        scene: 'island',
        sky: ['#f08a4b', '#fcd39c'],
        alt: { ru: 'Остров Ольхон со скалой Шаманкой на закате', en: 'Olkhon Island with Shaman Rock at sunset' },
      },
    },
    {
      title: { ru: 'Команда профессиональных капитанов', en: 'A team of professional captains' },
      subtitle: { ru: 'Местный опыт, которому можно доверять', en: 'Local experience you can trust' },
      description: {
        ru: 'Наши капитаны годами ходят по Байкалу, знают его ветра — от сармы до баргузина — и выбирают маршрут так, чтобы вам было спокойно и интересно.',
        en: 'Our captains have sailed Baikal for years, know its winds from the sarma to the barguzin, and plan every route so that you feel safe and inspired.',
      },
      image: {
        name: 'hero-captain-team',
        scene: 'crew',
        sky: ['#4b93dc', '#d9eefb'],
        alt: { ru: 'Капитан и экипаж на палубе яхты', en: 'The captain and crew on the deck of a yacht' },
      },
    },
    {
      title: { ru: 'Прозрачность до 40 метров', en: 'Water clear to 40 metres' },
      subtitle: { ru: 'Одна из самых чистых вод в мире', en: 'Some of the clearest water in the world' },
      description: {
        ru: 'Байкальская вода настолько прозрачна, что с борта видны камни на глубине в десятки метров. Снорклинг, дайвинг и сапборды — прямо с яхты.',
        en: 'Baikal’s water is so clear that you can see stones tens of metres down from the deck. Snorkelling, diving and paddleboarding straight off the yacht.',
      },
      image: {
        name: 'hero-clear-water',
        scene: 'bay',
        sky: ['#3a9ad9', '#c9ecf7'],
        alt: { ru: 'Бирюзовая прозрачная вода в байкальской бухте', en: 'Clear turquoise water in a Baikal cove' },
      },
    },
    {
      title: { ru: 'Роскошные моторные яхты', en: 'Luxury motor yachts' },
      subtitle: { ru: 'Комфорт без компромиссов', en: 'Comfort without compromise' },
      description: {
        ru: 'Каюты с собственными санузлами, флайбридж, шеф-повар и экипаж на борту — флагманские яхты для особых путешествий и торжеств.',
        en: 'En-suite cabins, a flybridge, a private chef and a full crew: flagship yachts for special voyages and celebrations.',
      },
      image: {
        name: 'hero-luxury-motor-yachts',
        scene: 'motor-yacht',
        sky: ['#e57f6a', '#f9d4b4'],
        alt: { ru: 'Роскошная моторная яхта на вечернем Байкале', en: 'A luxury motor yacht on Baikal in the evening' },
      },
    },
  ],
  featuredTripPackages: [
    'weekend-listvyanka-koty',
    'peschanaya-escape',
    'maloye-more-velvet-season',
    'olkhon-grand-tour',
    'ushkany-seal-expedition',
    'baikal-grand-voyage',
  ],
  ratingBadgeText: {
    ru: '4.9 из 5 звёзд, более 150 отзывов',
    en: '4.9 out of 5 stars, based on 150+ reviews',
  },
}

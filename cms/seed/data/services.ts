import type { SeedService } from '../types'

export const services: SeedService[] = [
  {
    key: 'crew',
    title: { ru: 'Профессиональный экипаж', en: 'Professional crew' },
    description: {
      ru: 'Капитаны и матросы, которые знают Байкал, его ветра и бухты.',
      en: 'Captains and deckhands who know Baikal, its winds and its bays.',
    },
    icon: 'users',
    features: [
      { ru: 'Капитаны с опытом на Байкале от 5 лет', en: 'Captains with 5+ years on Baikal' },
      { ru: 'Матросы, стюарды и шеф-повара', en: 'Deckhands, stewards and chefs' },
      { ru: 'Экипаж, говорящий по-английски', en: 'English-speaking crew available' },
      { ru: 'Подбор команды на вашу яхту', en: 'Crew recruitment for your own yacht' },
    ],
    priceText: { ru: 'от 12 000 ₽ в день', en: 'from 12,000 RUB per day' },
    detailedDescription: {
      ru: 'На Байкале погода меняется за считаные минуты, а хорошие стоянки можно пересчитать по пальцам — поэтому опытный капитан здесь важнее любой электроники. Наши капитаны имеют дипломы и многолетнюю практику на озере, знают признаки приближения сармы и умеют выбрать бухту под любой ветер. По запросу мы дополним экипаж матросом, стюардом или шеф-поваром, а владельцам яхт поможем собрать постоянную команду.',
      en: 'On Baikal the weather can change within minutes and good anchorages are few, so an experienced captain matters more than any electronics. Our captains are certified and have years of practice on the lake; they know the signs of an approaching sarma and can pick a bay for any wind. On request we add a deckhand, a steward or a chef, and we help yacht owners build a permanent crew.',
    },
    benefits: [
      { ru: 'Безопасность в любую погоду', en: 'Safety in any weather' },
      { ru: 'Маршрут, продуманный местными', en: 'A route planned by locals' },
      { ru: 'Отдых без забот об управлении', en: 'A holiday free of helm duty' },
    ],
  },
  {
    key: 'charters',
    title: { ru: 'Групповые чартеры', en: 'Group charters' },
    description: {
      ru: 'Аренда яхты для компании, семьи или коллег — от нескольких часов до недели.',
      en: 'Yacht hire for friends, family or colleagues, from a few hours to a week.',
    },
    icon: 'anchor',
    features: [
      { ru: 'Группы от 2 до 12 гостей', en: 'Groups of 2 to 12 guests' },
      { ru: 'Моторные и парусные яхты, катамараны и катера', en: 'Motor and sailing yachts, catamarans and speedboats' },
      { ru: 'Старт из Иркутска, Листвянки, Ольхона и Усть-Баргузина', en: 'Departures from Irkutsk, Listvyanka, Olkhon and Ust-Barguzin' },
      { ru: 'Почасовая и посуточная аренда', en: 'Hourly and daily hire' },
    ],
    priceText: { ru: 'от 15 000 ₽ в день, 2–12 гостей', en: 'from 15,000 RUB per day for 2–12 guests' },
    detailedDescription: {
      ru: 'Групповой чартер — самый простой способ увидеть Байкал с воды. Вы выбираете яхту и дату, мы предлагаем маршрут под ваш состав и погоду: короткую прогулку к истоку Ангары, день в Песчаной бухте или путешествие по Малому Морю. В стоимость входят работа капитана, топливо на согласованный маршрут и спасательное снаряжение.',
      en: 'A group charter is the easiest way to see Baikal from the water. You choose the yacht and the date; we suggest a route to suit your group and the weather: a short cruise to the source of the Angara, a day in Peschanaya Bay or a voyage across Maloye More. The price includes the captain, fuel for the agreed route and safety equipment.',
    },
    benefits: [
      { ru: 'Вся яхта только для вашей компании', en: 'The whole yacht just for your group' },
      { ru: 'Гибкий маршрут и время', en: 'Flexible route and timing' },
      { ru: 'Прозрачная цена без скрытых доплат', en: 'Transparent pricing with no hidden extras' },
    ],
  },
  {
    key: 'training',
    title: { ru: 'Обучение навигации', en: 'Navigation training' },
    description: {
      ru: 'Практические занятия по управлению яхтой и навигации на реальных байкальских ветрах.',
      en: 'Hands-on lessons in yacht handling and navigation in real Baikal winds.',
    },
    icon: 'compass',
    features: [
      { ru: 'Теория и практика на борту', en: 'Theory and practice on board' },
      { ru: 'Работа с картой, лоцией и картплоттером', en: 'Working with charts, pilot books and the chart plotter' },
      { ru: 'Швартовка, постановка на якорь, «человек за бортом»', en: 'Mooring, anchoring and man-overboard drills' },
      { ru: 'Группы до 4 человек на инструктора', en: 'Up to 4 students per instructor' },
    ],
    priceText: { ru: '8 500 ₽ с человека', en: '8,500 RUB per person' },
    detailedDescription: {
      ru: 'Байкал — отличная школа: здесь есть и защищённые заливы для первых шагов, и открытая вода, где ветер быстро учит уважать стихию. Занятие длится полный день: утром разбираем теорию, прогноз и карту района, затем выходим на воду и отрабатываем повороты, швартовку и действия в нештатных ситуациях. Курс подходит как новичкам, так и тем, кто готовится к экзамену на право управления яхтой.',
      en: 'Baikal makes an excellent school: it has sheltered bays for first steps and open water where the wind quickly teaches respect. A lesson lasts a full day: in the morning we cover theory, the forecast and the local chart, then go out on the water to practise tacking, mooring and emergency procedures. The course suits beginners as well as those preparing for a skipper’s licence exam.',
    },
    benefits: [
      { ru: 'Уверенность за штурвалом', en: 'Confidence at the helm' },
      { ru: 'Знание местных ветров и навигационных особенностей', en: 'Knowledge of local winds and navigation quirks' },
      { ru: 'Подготовка к экзамену на права', en: 'Preparation for the licence exam' },
    ],
  },
  {
    key: 'safety',
    title: { ru: 'Безопасность на воде', en: 'Safety on the water' },
    description: {
      ru: 'Снаряжение, инструктажи и связь, которые делают отдых на холодной воде спокойным.',
      en: 'Equipment, briefings and communications that keep time on cold water worry-free.',
    },
    icon: 'life-buoy',
    features: [
      { ru: 'Спасательные жилеты для взрослых и детей', en: 'Life jackets for adults and children' },
      { ru: 'Инструктаж перед каждым выходом', en: 'A briefing before every departure' },
      { ru: 'Спутниковая связь и аварийные радиобуи', en: 'Satellite communication and emergency beacons' },
      { ru: 'Ежедневный прогноз погоды от капитана', en: 'Daily weather briefing from the captain' },
    ],
    priceText: { ru: 'Бесплатно при любом чартере', en: 'Free with every charter' },
    detailedDescription: {
      ru: 'Даже в июле вода в открытом Байкале редко прогревается выше 10–12 °C, поэтому безопасность для нас не формальность. Каждая яхта оснащена спасательными жилетами всех размеров, спасательным плотом или шлюпкой, аптечкой, огнетушителями и средствами связи. Перед выходом капитан проводит инструктаж, а маршрут строится с учётом прогноза и укрытых стоянок.',
      en: 'Even in July the water of open Baikal rarely warms above 10–12 °C, so safety is never a formality for us. Every yacht carries life jackets in all sizes, a life raft or dinghy, a first-aid kit, fire extinguishers and communications equipment. The captain gives a briefing before departure, and the route is planned around the forecast and sheltered anchorages.',
    },
    benefits: [
      { ru: 'Спокойствие за себя и детей', en: 'Peace of mind for you and your children' },
      { ru: 'Проверенное снаряжение на каждой яхте', en: 'Inspected equipment on every yacht' },
      { ru: 'Быстрая связь со спасательными службами', en: 'Fast contact with rescue services' },
    ],
  },
  {
    key: 'catering',
    title: { ru: 'Кейтеринг на борту', en: 'Onboard catering' },
    description: {
      ru: 'Байкальская кухня на палубе: рыба, ягоды, травяные чаи и домашняя выпечка.',
      en: 'Baikal cuisine on deck: fish, berries, herbal teas and home baking.',
    },
    icon: 'utensils',
    features: [
      { ru: 'Меню из местных продуктов', en: 'Menus built on local produce' },
      { ru: 'Уха и блюда из байкальской рыбы', en: 'Fish soup and Baikal fish dishes' },
      { ru: 'Вегетарианские и детские блюда', en: 'Vegetarian and children’s options' },
      { ru: 'Праздничные ужины и фуршеты', en: 'Celebration dinners and buffets' },
    ],
    priceText: { ru: '2 500 ₽ с человека', en: '2,500 RUB per person' },
    detailedDescription: {
      ru: 'Свежий воздух на Байкале пробуждает аппетит, и мы знаем, как его утолить. Наши повара готовят из местных продуктов: рыба горячего копчения, пельмени и позы, брусника и облепиха, таёжные травяные чаи. Стоимость указана за человека в день и включает обед, перекус и напитки; завтраки и ужины в многодневных походах рассчитываются отдельно.',
      en: 'Baikal’s fresh air sharpens the appetite, and we know how to satisfy it. Our cooks work with local produce: hot-smoked fish, pelmeni and Buryat pozy dumplings, lingonberry and sea buckthorn, taiga herbal teas. The price is per person per day and covers lunch, a snack and drinks; breakfasts and dinners on multi-day trips are quoted separately.',
    },
    benefits: [
      { ru: 'Вкус настоящего Байкала', en: 'A true taste of Baikal' },
      { ru: 'Никаких забот о продуктах и готовке', en: 'No shopping or cooking to worry about' },
      { ru: 'Меню под ваши предпочтения', en: 'A menu tailored to your preferences' },
    ],
  },
  {
    key: 'photography',
    title: { ru: 'Фото- и видеосъёмка', en: 'Photo and video' },
    description: {
      ru: 'Профессиональный фотограф на борту: репортаж, портреты и съёмка с дрона.',
      en: 'A professional photographer on board: reportage, portraits and drone footage.',
    },
    icon: 'camera',
    features: [
      { ru: 'Съёмка на рассвете и на закате', en: 'Sunrise and sunset shoots' },
      { ru: 'Аэросъёмка там, где она разрешена', en: 'Aerial footage where permitted' },
      { ru: 'Обработанные фотографии через 3 дня', en: 'Edited photos within 3 days' },
      { ru: 'Короткий видеоролик о путешествии', en: 'A short video of your trip' },
    ],
    priceText: { ru: '5 500 ₽ в день', en: '5,500 RUB per day' },
    detailedDescription: {
      ru: 'Байкал невероятно фотогеничен: прозрачная вода, скалы Ольхона, закаты над Малым Морем. Наш фотограф снимает репортаж всего дня и постановочные портреты, знает лучшие точки и время для съёмки. Над лежбищами нерпы и в заповедниках дрон не используется, чтобы не тревожить животных.',
      en: 'Baikal is incredibly photogenic: crystal-clear water, the cliffs of Olkhon, sunsets over Maloye More. Our photographer covers the whole day and shoots posed portraits, knowing the best spots and times of day. The drone is never flown over seal rookeries or in nature reserves, so the animals are not disturbed.',
    },
    benefits: [
      { ru: 'Вы в кадре, а не за камерой', en: 'You are in the pictures, not behind the camera' },
      { ru: 'Снимки профессионального качества', en: 'Professional-quality images' },
      { ru: 'Память о Байкале на годы', en: 'Memories of Baikal for years to come' },
    ],
  },
]

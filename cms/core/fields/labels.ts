import type { CollectionConfig, Field, GlobalConfig } from 'payload'

type Label = { ru: string; en: string }

/**
 * The admin's names for fields, in both of its languages, by field name. One dictionary instead of
 * a label on every field: a name means the same thing in every collection.
 */
const FIELD_LABELS: Record<string, Label> = {
  activities: { ru: 'Активности', en: 'Activities' },
  address: { ru: 'Адрес', en: 'Address' },
  alt: { ru: 'Описание изображения', en: 'Alternative text' },
  amenities: { ru: 'Удобства', en: 'Amenities' },
  basePricePerDay: { ru: 'Базовая цена за день', en: 'Base price per day' },
  benefits: { ru: 'Преимущества', en: 'Benefits' },
  bestSeason: { ru: 'Лучший сезон', en: 'Best season' },
  boatClasses: { ru: 'Классы лодок', en: 'Boat classes' },
  brandName: { ru: 'Бренд / компания', en: 'Brand name' },
  cabins: { ru: 'Каюты', en: 'Cabins' },
  capacity: { ru: 'Вместимость', en: 'Capacity' },
  captain: { ru: 'Капитан', en: 'Captain' },
  category: { ru: 'Категория', en: 'Category' },
  comment: { ru: 'Отзыв', en: 'Comment' },
  contacts: { ru: 'Контакты', en: 'Contacts' },
  content: { ru: 'Текст', en: 'Content' },
  date: { ru: 'Дата', en: 'Date' },
  description: { ru: 'Описание', en: 'Description' },
  destinations: { ru: 'Направления', en: 'Destinations' },
  detailedDescription: { ru: 'Подробное описание', en: 'Detailed description' },
  difficulty: { ru: 'Сложность', en: 'Difficulty' },
  distanceKm: { ru: 'Расстояние, км', en: 'Distance, km' },
  durationDays: { ru: 'Длительность, дней', en: 'Duration, days' },
  durationHours: { ru: 'Длительность, ч', en: 'Duration, hours' },
  durationMs: { ru: 'Длительность, мс', en: 'Duration, ms' },
  durationText: { ru: 'Длительность (текст)', en: 'Duration (text)' },
  email: { ru: 'Эл. почта', en: 'Email' },
  endDate: { ru: 'Окончание', en: 'End date' },
  entryFee: { ru: 'Взнос', en: 'Entry fee' },
  error: { ru: 'Ошибка', en: 'Error' },
  excerpt: { ru: 'Анонс', en: 'Excerpt' },
  featuredTripPackages: { ru: 'Избранные турпакеты', en: 'Featured trip packages' },
  features: { ru: 'Что входит', en: 'Features' },
  finishedAt: { ru: 'Завершена', en: 'Finished at' },
  firstName: { ru: 'Имя', en: 'First name' },
  gallery: { ru: 'Галерея', en: 'Gallery' },
  heroSlides: { ru: 'Слайды', en: 'Hero slides' },
  highlights: { ru: 'Главное', en: 'Highlights' },
  homeMarina: { ru: 'Порт приписки', en: 'Home marina' },
  icon: { ru: 'Иконка', en: 'Icon' },
  image: { ru: 'Изображение', en: 'Image' },
  included: { ru: 'Включено в стоимость', en: 'Included' },
  includes: { ru: 'Включено', en: 'Includes' },
  key: { ru: 'Категория карточки', en: 'Card category' },
  lastName: { ru: 'Фамилия', en: 'Last name' },
  latitude: { ru: 'Широта', en: 'Latitude' },
  length: { ru: 'Длина', en: 'Length' },
  location: { ru: 'Место', en: 'Location' },
  longitude: { ru: 'Долгота', en: 'Longitude' },
  maxParticipants: { ru: 'Макс. участников', en: 'Max participants' },
  messenger: { ru: 'Мессенджер', en: 'Messenger' },
  metaDescription: { ru: 'Описание для поисковиков', en: 'Meta description' },
  metaTitle: { ru: 'Заголовок для поисковиков', en: 'Meta title' },
  name: { ru: 'Название', en: 'Name' },
  order: { ru: 'Порядок', en: 'Order' },
  organizer: { ru: 'Организатор', en: 'Organizer' },
  owner: { ru: 'Владелец', en: 'Owner' },
  pageCount: { ru: 'Страниц', en: 'Pages' },
  phone: { ru: 'Телефон', en: 'Phone' },
  photo: { ru: 'Фото', en: 'Photo' },
  photoSharing: { ru: 'Фотосеть', en: 'Photo sharing' },
  price: { ru: 'Цена', en: 'Price' },
  pricePerDay: { ru: 'Цена за день', en: 'Price per day' },
  priceText: { ru: 'Цена (текст)', en: 'Price text' },
  prizes: { ru: 'Призы', en: 'Prizes' },
  rating: { ru: 'Рейтинг', en: 'Rating' },
  ratingBadgeText: { ru: 'Текст значка рейтинга', en: 'Rating badge text' },
  reason: { ru: 'Причина', en: 'Reason' },
  region: { ru: 'Регион', en: 'Region' },
  reviewsCount: { ru: 'Отзывов', en: 'Reviews' },
  roles: { ru: 'Роли', en: 'Roles' },
  seo: { ru: 'SEO', en: 'SEO' },
  shortDescription: { ru: 'Краткое описание', en: 'Short description' },
  slug: { ru: 'Адрес (slug)', en: 'Slug' },
  socials: { ru: 'Соцсети', en: 'Social links' },
  sponsor: { ru: 'Спонсор', en: 'Sponsor' },
  startDate: { ru: 'Начало', en: 'Start date' },
  startedAt: { ru: 'Начата', en: 'Started at' },
  status: { ru: 'Статус', en: 'Status' },
  subtitle: { ru: 'Подзаголовок', en: 'Subtitle' },
  summary: { ru: 'Кратко', en: 'Summary' },
  text: { ru: 'Текст', en: 'Text' },
  title: { ru: 'Заголовок', en: 'Title' },
  totalPrice: { ru: 'Итоговая цена', en: 'Total price' },
  type: { ru: 'Тип', en: 'Type' },
  videoChannel: { ru: 'Видеоканал', en: 'Video channel' },
  yacht: { ru: 'Яхта', en: 'Yacht' },
  yachtType: { ru: 'Тип судна', en: 'Vessel type' },
  year: { ru: 'Год', en: 'Year' },
}

/** Gives every named field without a label its label from the dictionary, nested fields too. */
function labelFields(fields: Field[]): Field[] {
  return fields.map((field) => {
    let next: Field = field
    if ('name' in next && !('label' in next && next.label !== undefined)) {
      const label = FIELD_LABELS[next.name]
      if (label) next = { ...next, label } as Field
    }
    if ('fields' in next && Array.isArray(next.fields)) next = { ...next, fields: labelFields(next.fields) } as Field
    if (next.type === 'tabs') next = { ...next, tabs: next.tabs.map((tab) => ({ ...tab, fields: labelFields(tab.fields) })) }
    return next
  })
}

export function withFieldLabels<T extends CollectionConfig | GlobalConfig>(config: T): T {
  return { ...config, fields: labelFields(config.fields) }
}

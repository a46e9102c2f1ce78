import type { TextField } from 'payload'

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Lower-case Latin letters, digits and single hyphens: the URL segment of a document. */
export function slugify(value: string): string {
  const translit: Record<string, string> = {
    а: 'a',
    б: 'b',
    в: 'v',
    г: 'g',
    д: 'd',
    е: 'e',
    ё: 'e',
    ж: 'zh',
    з: 'z',
    и: 'i',
    й: 'y',
    к: 'k',
    л: 'l',
    м: 'm',
    н: 'n',
    о: 'o',
    п: 'p',
    р: 'r',
    с: 's',
    т: 't',
    у: 'u',
    ф: 'f',
    х: 'kh',
    ц: 'ts',
    ч: 'ch',
    ш: 'sh',
    щ: 'shch',
    ъ: '',
    ы: 'y',
    ь: '',
    э: 'e',
    ю: 'yu',
    я: 'ya',
  }
  return value
    .toLowerCase()
    .split('')
    .map((ch) => translit[ch] ?? ch)
    .join('')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * A unique URL slug, filled from `sourceField` when left empty. Not localized: one address per
 * document, the language is the `/en` prefix.
 */
export function slugField(sourceField: string): TextField {
  return {
    name: 'slug',
    type: 'text',
    unique: true,
    index: true,
    required: true,
    admin: {
      position: 'sidebar',
      description: {
        ru: 'Адрес страницы: латинские буквы, цифры и дефисы. Заполняется из названия, если оставить пустым.',
        en: 'Page address: Latin letters, digits and hyphens. Filled from the name when left empty.',
      },
    },
    hooks: {
      beforeValidate: [
        ({ value, data }) => {
          if (typeof value === 'string' && value.trim() !== '') return value.trim()
          const source: unknown = data?.[sourceField]
          // Localized sources arrive as the current locale's string.
          return typeof source === 'string' ? slugify(source) : value
        },
      ],
    },
    validate: (value: string | null | undefined) =>
      typeof value === 'string' && SLUG_PATTERN.test(value) ? true : 'Slug: lower-case Latin letters, digits and single hyphens only',
  }
}

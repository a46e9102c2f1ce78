import type { CollectionConfig } from 'payload'

import { hasRole } from '@cms/core/contract/roles'
import { isContentStaff } from '@cms/core/access/isContentStaff'
import { nobody } from '@cms/core/access/nobody'
import { rebuildNow } from '../endpoints/rebuildNow'

/**
 * One row per build of the public site, written by the rebuild job (and the start-up build), so
 * editors see in the admin whether their change is live and why a failed build failed. The row
 * marked live names the build every site server serves (liveBuild.ts); a partial unique index
 * allows one, and it cannot be deleted.
 */
export const SiteBuilds: CollectionConfig = {
  slug: 'site-builds',
  labels: { singular: { ru: 'Сборка сайта', en: 'Site build' }, plural: { ru: 'Сборки сайта', en: 'Site builds' } },
  admin: {
    useAsTitle: 'startedAt',
    defaultColumns: ['startedAt', 'status', 'live', 'durationMs', 'pageCount', 'changedPageCount', 'reason'],
    group: { ru: 'Система', en: 'System' },
    description: {
      ru: 'Публикация меняет сайт после сборки. Если сборка не удалась, сайт продолжает показывать прежнюю версию.',
      en: 'A publish goes live after a build. When a build fails, the site keeps serving the previous version.',
    },
  },
  defaultSort: '-startedAt',
  endpoints: [rebuildNow],
  access: {
    read: isContentStaff,
    create: nobody,
    update: nobody,
    // Admins clear old records; the live build's stays while the site serves it.
    delete: ({ req: { user } }) => hasRole(user, 'admin') && { live: { not_equals: true } },
  },
  fields: [
    {
      name: 'status',
      type: 'select',
      required: true,
      options: [
        { value: 'running', label: { ru: 'Идёт', en: 'Running' } },
        { value: 'succeeded', label: { ru: 'Готово', en: 'Succeeded' } },
        { value: 'failed', label: { ru: 'Ошибка', en: 'Failed' } },
      ],
    },
    { name: 'reason', type: 'text' },
    { name: 'startedAt', type: 'date', required: true, admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'finishedAt', type: 'date', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'durationMs', type: 'number' },
    { name: 'pageCount', type: 'number' },
    {
      name: 'changedPageCount',
      type: 'number',
      label: { ru: 'Изменено страниц', en: 'Pages changed' },
      admin: { description: { ru: 'Страниц, которые отличаются от предыдущей сборки на сайте.', en: 'Pages that differ from the build the site served before.' } },
    },
    {
      name: 'changedPages',
      type: 'textarea',
      label: { ru: 'Изменённые страницы', en: 'Pages changed' },
      admin: { readOnly: true, description: { ru: 'Адреса по одному в строке; пусто у первой сборки.', en: 'One address a line; empty for the first build.' } },
    },
    { name: 'error', type: 'textarea' },
    { name: 'live', type: 'checkbox', defaultValue: false, label: { ru: 'На сайте', en: 'Live' } },
    { name: 'buildId', type: 'text', label: { ru: 'Папка сборки', en: 'Build folder' } },
  ],
}

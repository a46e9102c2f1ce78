import type { CollectionConfig, TextField } from 'payload'

import { isContentStaff } from '@cms/core/access/isContentStaff'
import { redirectPath } from '../../redirects/redirectPath'
import { collapseChain } from './hooks/collapseChain'
import { repointChains } from './hooks/repointChains'

const pathField = (name: 'from' | 'to', label: { ru: string; en: string }, description: { ru: string; en: string }): TextField => ({
  name,
  type: 'text',
  required: true,
  label,
  admin: { description },
  hooks: { beforeValidate: [({ value }) => redirectPath(value) ?? value] },
  validate: (value: unknown) => (redirectPath(value) ? true : 'An address on this site, starting with one “/”: /wiki/old-name or /en/wiki/old-name'),
})

/**
 * Old addresses of the public site that answer 301 with a new one (the site server looks here
 * when it has no page for an address): written by editors, and by the site itself when a published
 * document's slug changes, in both languages. Chains collapse (an address that leads to a
 * redirected one leads straight to where that one leads) and a loop is refused.
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: { singular: { ru: 'Перенаправление', en: 'Redirect' }, plural: { ru: 'Перенаправления', en: 'Redirects' } },
  admin: {
    useAsTitle: 'from',
    defaultColumns: ['from', 'to', 'reason', 'updatedAt'],
    group: { ru: 'Контент', en: 'Content' },
    description: {
      ru: 'Старые адреса сайта, которые ведут на новые (ответ 301). Действуют для адресов, где нет своей страницы.',
      en: 'Old addresses of the site that lead to new ones (a 301). They apply where no page of its own answers.',
    },
  },
  access: { read: isContentStaff, create: isContentStaff, update: isContentStaff, delete: isContentStaff },
  fields: [
    {
      ...pathField('from', { ru: 'Старый адрес', en: 'Old address' }, { ru: 'Например, /wiki/staroe-nazvanie', en: 'For example, /en/wiki/old-name' }),
      unique: true,
      index: true,
    },
    pathField('to', { ru: 'Новый адрес', en: 'New address' }, { ru: 'Адрес на этом сайте', en: 'An address on this site' }),
    {
      name: 'reason',
      type: 'select',
      defaultValue: 'editor',
      options: [
        { value: 'editor', label: { ru: 'Задан редактором', en: 'Set by an editor' } },
        { value: 'slugChange', label: { ru: 'Адрес документа изменился', en: 'A document’s address changed' } },
      ],
      admin: { readOnly: true, position: 'sidebar' },
    },
  ],
  hooks: { beforeChange: [collapseChain], afterChange: [repointChains] },
}

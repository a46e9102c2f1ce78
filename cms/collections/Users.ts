import type { CollectionConfig, FieldAccess } from 'payload'

import { adminOrSelf } from '../access/adminOrSelf'
import { anyone } from '../access/anyone'
import { isAdmin, isAdminField } from '../access/isAdmin'
import { isStaffUser } from '../access/isContentStaff'
import { ROLE_LABELS, ROLES, hasRole, isPrivilegedRole } from '../access/roles'
import { releaseUserContent } from '../hooks/releaseUserContent'

/** Admin panel entry: staff and yacht owners (who manage their own yachts there). */
const canUseAdmin = ({ req: { user } }: Parameters<FieldAccess>[0]) =>
  isStaffUser(user) || hasRole(user, 'owner')

export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { ru: 'Пользователь', en: 'User' },
    plural: { ru: 'Пользователи', en: 'Users' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'firstName', 'lastName', 'roles', 'createdAt'],
    listSearchableFields: ['email', 'firstName', 'lastName', 'brandName'],
    group: { ru: 'Люди', en: 'People' },
  },
  auth: {
    // Lockout after repeated failures: Payload counts per account.
    maxLoginAttempts: 5,
    lockTime: 15 * 60 * 1000,
    tokenExpiration: 60 * 60 * 24 * 7,
    // The signed-in user as every request loads them: the photo populated, nothing further.
    depth: 1,
    cookies: {
      sameSite: 'Lax',
      secure: process.env.COOKIE_SECURE === 'true',
    },
  },
  access: {
    admin: canUseAdmin,
    // Registration is open; which roles a newcomer may take is guarded on the field below.
    create: anyone,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: adminOrSelf,
    // Payload lets any signed-in user unlock others by default.
    unlock: isAdmin,
  },
  hooks: { beforeDelete: [releaseUserContent] },
  fields: [
    { name: 'firstName', type: 'text', required: true, minLength: 2, maxLength: 100 },
    { name: 'lastName', type: 'text', required: true, minLength: 2, maxLength: 100 },
    {
      name: 'phone',
      type: 'text',
      maxLength: 32,
      validate: (value: string | null | undefined) =>
        !value || /^\+?[0-9 ()-]{5,31}$/.test(value) ? true : 'Please enter a valid phone number',
    },
    {
      name: 'brandName',
      type: 'text',
      maxLength: 120,
      admin: { description: { ru: 'Название компании или бренда (необязательно)', en: 'Company or brand name (optional)' } },
    },
    { name: 'photo', type: 'upload', relationTo: 'user-photos' },
    {
      name: 'emailVerified',
      type: 'checkbox',
      defaultValue: false,
      // Set by following the emailed link (cms/endpoints/portal); a crafted request cannot.
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: { ru: 'Подтвердил адрес по ссылке из письма', en: 'Confirmed the address through the emailed link' },
      },
    },
    {
      name: 'roles',
      type: 'select',
      hasMany: true,
      required: true,
      defaultValue: ['customer'],
      saveToJWT: true,
      options: ROLES.map((role) => ({ value: role, label: ROLE_LABELS[role] })),
      access: {
        // Newcomers choose their roles at registration; afterwards only an admin changes them.
        update: isAdminField,
      },
      validate: (value, { req, previousValue, overrideAccess }) => {
        const roles = Array.isArray(value) ? value : []
        if (roles.length === 0) return 'Выберите хотя бы одну роль'
        const before = Array.isArray(previousValue) ? previousValue : []
        // Only a privileged role being added needs an admin; keeping one already held does not.
        const added = roles.filter((role) => isPrivilegedRole(role) && !before.includes(role))
        if (added.length > 0 && !overrideAccess && !hasRole(req.user, 'admin')) {
          return `Only an administrator can grant the role(s): ${added.join(', ')}`
        }
        return true
      },
      admin: {
        position: 'sidebar',
        description: {
          ru: 'Роли «Администратор» и «Редактор» назначает только администратор.',
          en: 'Only an administrator can grant the Administrator and Editor roles.',
        },
      },
    },
  ],
  timestamps: true,
}

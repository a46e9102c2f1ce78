import { BOOKING_SERVICES } from '@cms/features/bookings/contract/bookings'
import type { Access, CollectionConfig, FieldAccess } from 'payload'

import { adminOrSelf } from '@cms/core/access/adminOrSelf'
import { isAdmin, isAdminField } from '@cms/core/access/isAdmin'
import { isStaffUser } from '@cms/core/access/isContentStaff'
import { REGISTRATION_FLOW } from '@cms/core/trustedFlows'
import { CONTACT_PHONE_PATTERN } from '@cms/core/contract/phone'
import { hasRole, isPrivilegedRole, ROLE_LABELS, ROLES } from '@cms/core/contract/roles'
import { authDoorLimits } from './hooks/authDoorLimits'
import { currentPasswordRequired } from './hooks/currentPasswordRequired'
import { emailChangeUnverifies } from './hooks/emailChangeUnverifies'
import { passwordRules } from './hooks/passwordRules'
import { releaseUserContent } from './hooks/releaseUserContent'
import { adminKeepsOwnAccess, lockedCannotSignIn, lockEndsSessions } from './hooks/lockedAccounts'
import { auditAdminChanges } from './hooks/auditAdminChanges'
import { tellAdminsOfNewMember } from './hooks/tellAdminsOfNewMember'
import { forgetFailedSignIns, signInThrottle } from './hooks/signInThrottle'

/** Admin panel entry: staff and yacht owners (who manage their own yachts there). */
const canUseAdmin = ({ req: { user } }: Parameters<FieldAccess>[0]) => isStaffUser(user) || hasRole(user, 'owner')

/**
 * Accounts are created by admins, and by visitors only through the portal's sign-up, which
 * checks the form, limits sign-ups per visitor and mails the confirmation link. The CMS's
 * `POST /api/users` is closed to everyone else: it would also tell a stranger which addresses
 * have accounts.
 */
const adminOrPortalRegistration: Access = ({ req }) => hasRole(req.user, 'admin') || req.context?.[REGISTRATION_FLOW] === true

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
    // Payload's lockout counts failures per account, so a stranger could lock anyone out, again
    // and again. Failed sign-ins are limited per account *and* visitor address instead
    // (hooks/signInThrottle.ts), on top of a limit per visitor address.
    maxLoginAttempts: 0,
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
    create: adminOrPortalRegistration,
    read: adminOrSelf,
    update: adminOrSelf,
    delete: adminOrSelf,
    // Payload lets any signed-in user unlock others by default.
    unlock: isAdmin,
  },
  endpoints: [
    // Addresses are confirmed through the portal's link (cms/features/accounts/flows/verifyEmail.ts), not
    // Payload's own verification, which is off; its endpoint would answer a 500.
    { path: '/verify/:token', method: 'post', handler: () => Response.json({ errors: [{ message: 'Not found.' }] }, { status: 404 }) },
  ],
  hooks: {
    beforeOperation: [authDoorLimits, signInThrottle, passwordRules, currentPasswordRequired],
    beforeChange: [emailChangeUnverifies, adminKeepsOwnAccess, lockEndsSessions],
    afterChange: [tellAdminsOfNewMember, auditAdminChanges],
    beforeLogin: [lockedCannotSignIn],
    afterLogin: [forgetFailedSignIns],
    beforeDelete: [releaseUserContent],
  },
  fields: [
    { name: 'firstName', type: 'text', required: true, minLength: 2, maxLength: 100 },
    { name: 'lastName', type: 'text', required: true, minLength: 2, maxLength: 100 },
    {
      name: 'phone',
      type: 'text',
      maxLength: 32,
      validate: (value: string | null | undefined) => (!value || CONTACT_PHONE_PATTERN.test(value) ? true : 'Please enter a valid phone number'),
    },
    {
      name: 'brandName',
      type: 'text',
      maxLength: 120,
      admin: { description: { ru: 'Название компании или бренда (необязательно)', en: 'Company or brand name (optional)' } },
    },
    { name: 'photo', type: 'upload', relationTo: 'user-photos' },
    {
      // A service company's services: the open orders for them show on its dashboard (cms/features/serviceOrders/contract/serviceOrders.ts).
      name: 'providedServices',
      type: 'select',
      hasMany: true,
      options: BOOKING_SERVICES.options,
      admin: { description: { ru: 'Для сервисных компаний: какие услуги они выполняют', en: 'For service companies: the services they provide' } },
    },
    {
      // Anyone may sign up as a service company; it takes orders, and so sees charters' guests'
      // contacts, only once an admin has checked it (as captains are confirmed in the club).
      name: 'serviceCompanyApproved',
      type: 'checkbox',
      defaultValue: false,
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: { ru: 'Сервисная компания проверена: может брать заказы', en: 'Service company checked: it may take orders' },
      },
    },
    {
      // Sent beside a new password when members set their own (hooks/currentPasswordRequired.ts);
      // checked, then dropped: never stored, never shown.
      name: 'currentPassword',
      type: 'text',
      virtual: true,
      hidden: true,
      maxLength: 128,
    },
    {
      name: 'publicProfile',
      type: 'checkbox',
      defaultValue: false,
      admin: {
        position: 'sidebar',
        description: {
          ru: 'Показывать фото профиля другим (витрина экипажей). Иначе его видят только сам участник и администраторы.',
          en: 'Show the profile photo to others (the crew showcase). Otherwise only the member and admins see it.',
        },
      },
    },
    {
      name: 'emailVerified',
      type: 'checkbox',
      defaultValue: false,
      // Set by following the link mailed to the current address (cms/features/accounts/flows/verifyEmail.ts).
      access: { create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: { ru: 'Подтвердил текущий адрес по ссылке из письма', en: 'Confirmed the current address through the emailed link' },
      },
    },
    {
      // Locked by an admin (the admin dashboard): every session ends, and no sign-in until unlocked.
      name: 'locked',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      access: { read: isAdminField, create: isAdminField, update: isAdminField },
      admin: {
        position: 'sidebar',
        description: { ru: 'Заблокирован администратором: все сеансы завершены, вход закрыт', en: 'Locked by an administrator: every session ended, no sign-in' },
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
        const roles: unknown[] = Array.isArray(value) ? value : []
        if (roles.length === 0) return 'Выберите хотя бы одну роль'
        // A custom validate replaces the select's own check of the options.
        const unknown = roles.filter((role) => typeof role !== 'string' || !(ROLES as readonly string[]).includes(role))
        if (unknown.length > 0) return `Unknown role(s): ${unknown.map(String).join(', ').slice(0, 100)}`
        const before: unknown[] = Array.isArray(previousValue) ? previousValue : []
        // Only a privileged role being added needs an admin; keeping one already held does not.
        const added = (roles as string[]).filter((role) => isPrivilegedRole(role) && !before.includes(role))
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

import { LANGUAGES } from '@cms/core/contract/language'
import { z } from '@cms/core/contract/zodSettings'

import { SERVICES } from '@cms/features/catalogue/contract/catalogue'
import { fieldErrors } from '@cms/core/contract/fieldErrors'

/** Services a contact message may be about: the service cards' keys. */
export const CONTACT_SERVICES = SERVICES.values

/**
 * The contact form, checked by the portal API before anything is stored. Each failure
 * carries a code the form translates (`contact.error.<code>`).
 */
/** Who is writing, as every inquiry form asks it: a name, an address to answer, a phone if they like. */
export const SENDER_FIELDS = {
  name: z.string().trim().min(2, 'nameShort').max(100, 'nameLong'),
  email: z.string().trim().max(254, 'email').pipe(z.email('email')),
  phone: z
    .string()
    .trim()
    .max(32, 'phone')
    .regex(/^(\+?[0-9 ()-]{5,31})?$/, 'phone')
    .optional()
    .transform((value) => value || undefined),
}

export const contactSchema = z.object({
  ...SENDER_FIELDS,
  // An empty select means no particular service.
  service: z.preprocess((value) => (value === '' ? undefined : value), z.enum(CONTACT_SERVICES, 'service').optional()),
  message: z.string().trim().min(10, 'messageShort').max(4000, 'messageLong'),
  language: z.enum(LANGUAGES.values).default('ru'),
})

export type ContactMessage = z.infer<typeof contactSchema>

/** Field → error code, for the form. */
export const contactErrors = fieldErrors

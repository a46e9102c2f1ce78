import { DAY_PATTERN } from './marinaDays'
import { z } from './zodSettings'

/** A calendar day as the API takes it, 'YYYY-MM-DD', and only one that exists (no 31 April). */
export const isoDate = z
  .string('required')
  .regex(DAY_PATTERN, 'dateInvalid')
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), 'dateInvalid')

import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The Payload of this test worker, on the run's database. */
export function testPayload(): Promise<Payload> {
  return getPayload({ config })
}

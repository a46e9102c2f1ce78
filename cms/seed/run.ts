import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { seedRequestContext } from './context'
import { seedActivities } from './fixtures/activities'
import { seedDestinations } from './fixtures/destinations'
import { seedEvents } from './fixtures/events'
import { seedGlobals } from './fixtures/globals'
import { seedPages } from './fixtures/pages'
import { seedServices } from './fixtures/services'
import { seedTestimonials } from './fixtures/testimonials'
import { seedTripPackages } from './fixtures/tripPackages'
import { seedWikiArticles } from './fixtures/wikiArticles'
import { seedInsurers } from './fixtures/insurers'
import { seedMarinas } from './fixtures/marinas'
import { seedPlans } from './fixtures/plans'
import { seedSpecialEvents } from './fixtures/specialEvents'
import { seedYachtListings } from './fixtures/yachtListings'
import { seedYachts } from './fixtures/yachts'

/**
 * Fills the CMS with the bilingual Baikal content, in one transaction: either all of it is there
 * afterwards or none. Documents that already exist (by slug or key) are left as they are, so
 * running it again adds nothing twice.
 */
export async function seed(payload: Payload): Promise<void> {
  const req = await createLocalReq({ context: seedRequestContext }, payload)
  await initTransaction(req)
  const ctx = { payload, req }
  try {
    const activities = await seedActivities(ctx)
    const yachts = await seedYachts(ctx, await seedMarinas(ctx))
    const destinations = await seedDestinations(ctx, activities)
    const trips = await seedTripPackages(ctx, { yachts, destinations, activities })
    await seedServices(ctx)
    await seedYachtListings(ctx)
    await seedSpecialEvents(ctx)
    await seedInsurers(ctx)
    await seedPlans(ctx)
    await seedTestimonials(ctx, yachts)
    await seedEvents(ctx)
    await seedWikiArticles(ctx)
    await seedPages(ctx)
    await seedGlobals(ctx, trips)
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** The seed runs on start only into an empty portal, so content an editor deleted stays deleted. */
export async function isEmpty(payload: Payload): Promise<boolean> {
  const { totalDocs } = await payload.count({ collection: 'yachts', overrideAccess: true })
  return totalDocs === 0
}

import { expect, test } from '@playwright/test'

import { addDays } from '@cms/core/contract/marinaDays'
import { siteUrl } from './support/admin'
import { confirmAddress } from './support/outbox'
import { islandHydrated } from './support/page'
import { seasonDay } from './support/seasonDays'

/** A travel manager books a yacht for a client and finds the client, with their contact, on their dashboard (issue "Booking and payments"). */
test('a travel manager sees the bookings made for a client, with the client’s contact', async ({ browser }) => {
  const page = await (await browser.newContext({ locale: 'en-US' })).newPage()
  const origin = new URL(siteUrl()).origin
  const email = `agent-${Date.now()}@test.local`
  const registered = await page.request.post(`${siteUrl()}/api/register`, {
    data: { firstName: 'Tatiana', lastName: 'Agentova', email, password: 'Sailing#2026', roles: ['travel_manager'], photoUrl: null },
    headers: { origin },
  })
  expect(registered.status(), await registered.text()).toBe(201)
  await confirmAddress(page.request, email)

  await page.goto(`${siteUrl()}/en/travel-manager/dashboard`)
  await islandHydrated(page)
  await expect(page.getByText('You have not booked for a client yet.')).toBeVisible()

  // A season ahead, on days of its own: no other test books them.
  const start = seasonDay(Date.now() % 60, 1)
  const booked = await page.request.post(`${siteUrl()}/api/bookings`, {
    data: {
      yachtId: 1,
      startDate: start,
      endDate: addDays(start, 2),
      guests: 2,
      captain: false,
      services: [],
      contactName: 'Boris Klientov',
      contactEmail: 'boris.klientov@example.test',
      contactPhone: '+7 900 111-22-33',
    },
    headers: { origin },
  })
  expect(booked.status(), await booked.text()).toBe(201)

  await page.reload()
  await islandHydrated(page)
  const client = page.getByRole('region', { name: 'Boris Klientov' })
  await expect(client.getByRole('link', { name: 'boris.klientov@example.test' })).toHaveAttribute('href', 'mailto:boris.klientov@example.test')
  await expect(client.getByRole('table')).toContainText('Pending')
})

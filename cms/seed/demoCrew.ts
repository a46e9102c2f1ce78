import type { Payload } from 'payload'

import { addDays, marinaDayOf } from '@cms/core/contract/marinaDays'
import type { CrewRequest } from '@cms/payload-types'
import { seedRequestContext } from './context'

export const DEMO_CAPTAIN_EMAIL = 'captain@baikal-yachts.local'
export const DEMO_CREW_EMAIL = 'crew@baikal-yachts.local'

/**
 * A fresh portal's crew: a captain and a crew member with profiles on the showcase, and the demo
 * sailor's open request for crew with the crew member's answer waiting, so /crew-showcase,
 * /crew-request and /crew/dashboard each show something. Written straight to the tables, as
 * history: nobody is emailed about it.
 */
export async function seedDemoCrew(payload: Payload, password: string, sailorId: number): Promise<void> {
  const req = { context: seedRequestContext } as never
  const person = { password, emailVerified: true, publicProfile: false }
  const captain = await payload.create({
    collection: 'users',
    data: { ...person, email: DEMO_CAPTAIN_EMAIL, firstName: 'Игорь', lastName: 'Штурманов', roles: ['captain'], phone: '+7 914 000-55-66' },
    overrideAccess: true,
  })
  const crew = await payload.create({
    collection: 'users',
    data: { ...person, email: DEMO_CREW_EMAIL, firstName: 'Марина', lastName: 'Лоцманова', roles: ['crew_member'], phone: '+7 914 000-77-88' },
    overrideAccess: true,
  })
  await payload.db.create({
    collection: 'crew-profiles',
    data: {
      member: captain.id,
      listed: true,
      experienceYears: 18,
      licences: ['IYT Yachtmaster Offshore', 'Удостоверение судоводителя маломерного судна'],
      languages: ['ru', 'en'],
      boatsSailed: ['Bavaria Cruiser 46', 'Lagoon 42', 'Beneteau Oceanis 51'],
      bio: 'Восемнадцать навигаций на Байкале: Малое Море, Ушканьи острова, Чивыркуйский залив. Водил регаты Кубка Байкала.',
    },
    req,
  })
  await payload.db.create({
    collection: 'crew-profiles',
    data: {
      member: crew.id,
      listed: true,
      experienceYears: 6,
      licences: ['RYA Competent Crew'],
      languages: ['ru', 'en', 'zh'],
      boatsSailed: ['Lagoon 42', 'Dufour 460'],
      bio: 'Матрос и кок: швартовка, паруса, омуль на костре. Говорю с гостями по-английски и по-китайски.',
    },
    req,
  })
  const today = marinaDayOf(new Date())
  const request = (await payload.db.create({
    collection: 'crew-requests',
    data: {
      requester: sailorId,
      wanted: 'crew',
      startDate: addDays(today, 40),
      endDate: addDays(today, 42),
      yachtType: 'sail-yacht',
      region: 'smallSea',
      message: 'Трое суток вокруг Ольхона на парусной яхте, четверо гостей. Нужен матрос, который поможет с парусами и готовкой.',
      language: 'ru',
      status: 'open',
    },
    req,
  })) as CrewRequest
  await payload.db.create({
    collection: 'crew-answers',
    data: { request: request.id, responder: crew.id, message: 'Свободна в эти даты, Малое Море знаю хорошо. Пишите!', language: 'ru', status: 'pending' },
    req,
  })
}

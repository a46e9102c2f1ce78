import { describe, expect, it } from 'vitest'

import { breadcrumbs, segmentLabel } from '@site/lib/breadcrumbs'

const translate = (key: string) => `<${key}>`
const localize = (path: string) => path

describe('breadcrumbs (spec 2.2)', () => {
  it('start at Home and mark the last crumb as the current page', () => {
    const crumbs = breadcrumbs('/yachts', translate, localize)
    expect(crumbs).toEqual([
      { href: '/', label: '<crumb.home>', current: false },
      { href: '/yachts', label: '<crumb.yachts>', current: true },
    ])
  })
  it('name the labelled segments, auth as Login and account as Profile', () => {
    expect(breadcrumbs('/auth', translate, localize)[1]?.label).toBe('<crumb.auth>')
    expect(breadcrumbs('/account', translate, localize)[1]?.label).toBe('<crumb.account>')
    expect(breadcrumbs('/Baikal-club', translate, localize)[1]?.label).toBe('<crumb.baikal-club>')
  })
  it('capitalise any other segment and turn hyphens into spaces', () => {
    expect(segmentLabel('crew-request')).toBe('Crew request')
    expect(breadcrumbs('/subscription-plans', translate, localize)[1]?.label).toBe('Subscription plans')
  })
  it('follow the English pages without their /en prefix, and take a label for the last crumb', () => {
    const crumbs = breadcrumbs('/en/yachts/7', translate, (path) => `/en${path}`, 'Baikal Star')
    expect(crumbs.map((c) => c.href)).toEqual(['/en/', '/en/yachts', '/en/yachts/7'])
    expect(crumbs.at(-1)).toEqual({ href: '/en/yachts/7', label: 'Baikal Star', current: true })
  })
  it('lead a folder without a page to the page that stands for it, or to nothing', () => {
    expect(breadcrumbs('/en/crew/dashboard', translate, (path) => `/en${path}`).map((c) => c.href)).toEqual(['/en/', '/en/crew-showcase', '/en/crew/dashboard'])
    expect(breadcrumbs('/owner/dashboard', translate, localize)[1]).toEqual({ href: null, label: 'Owner', current: false })
    expect(breadcrumbs('/content/create', translate, localize)[1]?.href).toBe('/content/dashboard')
  })
})

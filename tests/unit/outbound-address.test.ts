import { describe, expect, it } from 'vitest'

import { isPublicAddress, outboundAddressProblem } from '@cms/core/outbound/publicAddress'

describe('the outbound guard’s address rule', () => {
  it.each([
    '127.0.0.1',
    '0.0.0.0',
    '10.1.2.3',
    '172.16.0.1',
    '192.168.1.1',
    '100.64.0.1',
    '169.254.169.254',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fc00::1',
    'fd12:3456::1',
    'ff02::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::ffff:8.8.8.8',
    '::ffff:0:7f00:1',
    '64:ff9b::7f00:1',
    '2002:7f00:1::',
    '2001:0:4136:e378::1',
    'not an address',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4010:c05::64'])('allows the public %s', (address) => {
    expect(isPublicAddress(address)).toBe(true)
  })

  it.each([
    ['http://[::ffff:127.0.0.1]:8765/x.ics', 'is not a public address'],
    ['http://[::ffff:a9fe:a9fe]/', 'is not a public address'],
    ['http://2130706433/x.ics', 'is not a public address'],
    ['http://0x7f.1/x.ics', 'is not a public address'],
    ['http://[fe80::1%25eth0]/', 'Please enter a full link'],
    ['file:///etc/passwd', 'Only http and https'],
    ['gopher://example.com/', 'Only http and https'],
    ['example.com/x.ics', 'Please enter a full link'],
  ])('refuses to save %s', (url, reason) => {
    expect(outboundAddressProblem(url)).toContain(reason)
  })

  it.each(['https://calendar.example.com/export/abc.ics', 'http://8.8.8.8/feed.ics', 'https://localhost.example.org/x'])('takes %s (names are checked at each fetch)', (url) => {
    expect(outboundAddressProblem(url)).toBeNull()
  })
})

/**
 * The hand-off to the global booking partner (spec 1) when no yacht here is free: an address
 * template from BOOKING_PARTNER_URL with {from}, {to} and {guests} filled in (encoded).
 */
export const DEFAULT_BOOKING_PARTNER_URL = 'https://www.boataround.com/search?destinations=lake-baikal&checkIn={from}&checkOut={to}&guests={guests}'

export function partnerLink(template: string, choice: { from: string; to: string; guests: number }): string {
  return template
    .replaceAll('{from}', encodeURIComponent(choice.from))
    .replaceAll('{to}', encodeURIComponent(choice.to))
    .replaceAll('{guests}', encodeURIComponent(String(choice.guests)))
}

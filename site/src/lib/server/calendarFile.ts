/** An iCalendar answer anyone may keep for five minutes: the events change when editors publish. */
export const calendarFile = (body: string, filename: string) =>
  new Response(body, {
    headers: { 'content-type': 'text/calendar; charset=utf-8', 'cache-control': 'public, max-age=300', 'content-disposition': `inline; filename="${filename}"` },
  })

/**
 * Above the subscribers' list in the CMS: the CSV export (the collection's `export.csv`
 * endpoint, admins only). A plain link: the browser sends the admin's cookie with it.
 */
export function SubscribersExport() {
  return (
    <p style={{ margin: '0 0 1rem' }}>
      <a href="/api/newsletter-subscribers/export.csv" download>
        Export CSV / Выгрузить CSV
      </a>
    </p>
  )
}

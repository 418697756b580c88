/** Follows a list's `nextCursor` to its end, the way the SPA's 'Show more' does. */

export interface ListPage<T> {
  items: T[]
  nextCursor: string | null
  total?: number
}

/** What a list endpoint of `api()` answers: a page, typed from its route. */
interface PageResponse<Page> {
  status: number
  json(): Promise<Page>
  text(): Promise<string>
}

/**
 * Every page a list answers, stopping after `maxPages` in case the cursor loops. `page` asks for one
 * page, e.g. `(cursor) => api(cookie).rvs.mine.$get({ query: { limit: '7', cursor } })`.
 */
export async function allPages<Page extends ListPage<unknown>>(
  page: (cursor: string | undefined) => Promise<PageResponse<Page>>,
  { maxPages = 30 }: { maxPages?: number } = {},
) {
  const pages: Page[] = []
  let cursor: string | undefined
  do {
    const response = await page(cursor)
    if (response.status !== 200)
      throw new Error(`page ${pages.length + 1}: ${response.status} ${await response.text()}`)
    const current = await response.json()
    pages.push(current)
    cursor = current.nextCursor ?? undefined
  } while (cursor !== undefined && pages.length < maxPages)
  return { pages, items: pages.flatMap((current) => current.items) as Page['items'][number][] }
}

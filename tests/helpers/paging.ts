/** Follows a list's `nextCursor` to its end, the way the SPA's 'Show more' does. */
import { call } from './worker-client'

export interface ListPage<T> {
  items: T[]
  nextCursor: string | null
  total?: number
}

/** Every page of `path` (which may carry its own query), stopping after `maxPages` in case the cursor loops. */
export async function allPages<T = { id: string }>(
  path: string,
  { cookie, maxPages = 30 }: { cookie?: string; maxPages?: number } = {},
) {
  const pages: ListPage<T>[] = []
  let cursor: string | null = null
  do {
    const url: string =
      cursor === null ? path : `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`
    const response = await call(url, { cookie })
    if (response.status !== 200) throw new Error(`${url}: ${response.status} ${await response.text()}`)
    const page: ListPage<T> = await response.json()
    pages.push(page)
    cursor = page.nextCursor
  } while (cursor !== null && pages.length < maxPages)
  return { pages, items: pages.flatMap((page) => page.items) }
}

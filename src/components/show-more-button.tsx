/** The 'Show more' under a paged list: fetches the next page after the last row shown. */
export function ShowMoreButton({
  list,
  label = 'Show more',
}: {
  list: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => Promise<unknown> }
  label?: string
}) {
  if (!list.hasNextPage) return null
  return (
    <div className="mt-4 flex justify-center">
      <button
        type="button"
        className="btn btn-outline"
        disabled={list.isFetchingNextPage}
        onClick={() => void list.fetchNextPage()}
      >
        {list.isFetchingNextPage ? 'Loading...' : label}
      </button>
    </div>
  )
}

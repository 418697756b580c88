/** D1 binds at most 100 parameters per statement: long lists go in slices. */

/** Ids per `in (...)` list, leaving room for a statement's few other parameters. */
export const IDS_PER_QUERY = 90

/** `items` in slices of at most `size`, in order. */
export const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size))

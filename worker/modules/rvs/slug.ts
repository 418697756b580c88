/**
 * A listing's address: the RV's name in lower-case ASCII words joined by dashes, then the last 10
 * hex digits of its id, which keep two RVs of the same name apart. Made once, at creation.
 */
export function rvSlug(name: string, id: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '')
  return `${words || 'rv'}-${id.replace(/-/g, '').slice(-10)}`
}

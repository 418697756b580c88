/** A sync failure the owner can act on: its message is stored as the feed's last error and shown as it is. */
export class FeedError extends Error {
  override name = 'FeedError'
}

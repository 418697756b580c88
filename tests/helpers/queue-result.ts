import { getQueueResult } from 'cloudflare:test'

/** What a queue handler did with a batch; `getQueueResult`'s own type lives only in workers-types/experimental. */
export interface QueueResult {
  explicitAcks: string[]
  retryMessages: { msgId: string; delaySeconds?: number }[]
}

export const queueResult = async (...args: Parameters<typeof getQueueResult>) =>
  (await getQueueResult(...args)) as QueueResult

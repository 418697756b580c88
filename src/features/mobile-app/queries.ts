import { useMutation } from '@tanstack/react-query'
import type { SendLinkInput } from '../../../worker/modules/mobile-app/schemas'

/**
 * 'Send Link': texts the app's download page. The API client loads only when a number is sent, so
 * the prerendered page's first load carries none of it. A refusal comes back as an Error whose
 * message is the server's own words for the renter.
 */
export const useSendAppLink = () =>
  useMutation({
    mutationFn: async (input: SendLinkInput) => {
      const { client, errorMessage, json } = await import('../../lib/api')
      const { fieldErrorsFromApi } = await import('../../lib/form-errors')
      try {
        return await json(client['mobile-app']['send-link'].$post({ json: input }))
      } catch (error) {
        throw new Error(fieldErrorsFromApi(error).phone ?? errorMessage(error, 'The link could not be sent.'))
      }
    },
  })
